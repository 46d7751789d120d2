import type { DateQuestion } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import { Field } from '../field';
import formStyles from '../form.module.css';
import { controlId } from './answers';
import { AUTOCOMPLETE } from './autocomplete';
import { Label } from './label';
import { ns, useQuestionText, type FieldProps } from './question-props';

/** The browser's own date picker; clearing it removes the answer. */
export function DateField(props: FieldProps<DateQuestion>) {
  const { question: q, value } = props;
  const { tf, hint } = useQuestionText(q, props.brand);
  return (
    <Field
      id={controlId(q.id)}
      label={<Label text={tf(labelKey(q))} required={q.required} />}
      error={ns(props.error)}
      hint={hint}
    >
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type="date"
          autoComplete={AUTOCOMPLETE[q.id]}
          aria-required={q.required}
          min={q.min}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => props.onChange(q.id, event.target.value || undefined)}
        />
      )}
    </Field>
  );
}
