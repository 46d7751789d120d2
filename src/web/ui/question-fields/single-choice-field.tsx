import { distinctOptions } from '../../../shared/forms/distinct-options';
import type { SingleChoiceQuestion } from '../../../shared/forms/model';
import { labelKey, optionKey } from '../../../shared/forms/text-keys';
import { Field } from '../field';
import formStyles from '../form.module.css';
import { controlId } from './answers';
import { ChoiceGroup } from './choice-group';
import { Label } from './label';
import { ns, useQuestionText, type FieldProps } from './question-props';

/** Radio buttons, or a select for the long lists the template marks so. */
export function SingleChoiceField(props: FieldProps<SingleChoiceQuestion>) {
  const { question: q, value, error } = props;
  const { t, tf, errorId } = useQuestionText(q, props.brand);
  const label = <Label text={tf(labelKey(q))} required={q.required} />;
  // One option per word of this language: "Frau" once for Mrs and Ms, a stored `ms` kept.
  const options = distinctOptions(q.options.values, (v) => tf(optionKey(q.options, v)), value);
  if (q.display === 'select') {
    return (
      <Field id={controlId(q.id)} label={label} error={ns(error)}>
        {(control) => (
          <select
            {...control}
            className={formStyles.input}
            aria-required={q.required}
            autoComplete={q.id === 'gender' ? 'sex' : undefined}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => props.onChange(q.id, event.target.value || undefined)}
          >
            <option value="">{t('questionnaire.choose')}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  return (
    <ChoiceGroup
      {...props}
      legend={label}
      name={q.id}
      multiple={false}
      errorId={errorId}
      options={options}
      checked={(v) => value === v}
      onToggle={(v) => props.onChange(q.id, v)}
      describedBy={error ? errorId : undefined}
    />
  );
}
