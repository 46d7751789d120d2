import type { MultiChoiceQuestion } from '../../../shared/forms/model';
import { labelKey, optionKey } from '../../../shared/forms/text-keys';
import { ChoiceGroup } from './choice-group';
import { Label } from './label';
import { toggleMulti } from './multi-choice';
import { useQuestionText, type FieldProps } from './question-props';

/** Check boxes; an exclusive option ("none of the above") clears the others. */
export function MultiChoiceField(props: FieldProps<MultiChoiceQuestion>) {
  const { question: q, value, error } = props;
  const { tf, errorId } = useQuestionText(q, props.brand);
  return (
    <ChoiceGroup
      {...props}
      legend={<Label text={tf(labelKey(q))} required={q.required} />}
      name={q.id}
      multiple
      errorId={errorId}
      options={q.options.values.map((v) => ({ value: v, label: tf(optionKey(q.options, v)) }))}
      checked={(v) => Array.isArray(value) && value.includes(v)}
      onToggle={(v, on) => props.onChange(q.id, toggleMulti(q, value, v, on))}
      describedBy={error ? errorId : undefined}
    />
  );
}
