import type { DateQuestion } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import { DateInput, useDateHint } from '../date-input';
import { Field } from '../field';
import { controlId } from './answers';
import { AUTOCOMPLETE } from './autocomplete';
import { Label } from './label';
import { ns, useQuestionText, type FieldProps } from './question-props';

/**
 * A date typed in the order of the client's language and read back in words before the form
 * is sent; clearing it removes the answer.
 */
export function DateField(props: FieldProps<DateQuestion>) {
  const { question: q, value } = props;
  const { tf, hint } = useQuestionText(q, props.brand);
  const format = useDateHint(props.region);
  return (
    <Field
      id={controlId(q.id)}
      label={<Label text={tf(labelKey(q))} required={q.required} />}
      error={ns(props.error)}
      hint={
        hint ? (
          <>
            {hint} {format}
          </>
        ) : (
          format
        )
      }
    >
      {(control) => (
        <DateInput
          control={control}
          value={typeof value === 'string' ? value : undefined}
          onChange={(date) => props.onChange(q.id, date)}
          region={props.region}
          autoComplete={AUTOCOMPLETE[q.id]}
          required={q.required}
        />
      )}
    </Field>
  );
}
