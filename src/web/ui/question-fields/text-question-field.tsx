import type { TextQuestion } from '../../../shared/forms/model';
import { normalizeAnswer } from '../../../shared/forms/normalize-answer';
import { labelKey } from '../../../shared/forms/text-keys';
import { Field } from '../field';
import formStyles from '../form.module.css';
import { controlId } from './answers';
import { textInputProps } from './autocomplete';
import { Label } from './label';
import { ns, useQuestionText, type FieldProps } from './question-props';
import styles from './questionnaire.module.css';

/** One line of text (with the keyboard and autofill its input asks for), or a text box. */
export function TextQuestionField(props: FieldProps<TextQuestion>) {
  const { question: q, value } = props;
  const { tf, hint } = useQuestionText(q, props.brand);
  const text = typeof value === 'string' ? value : '';
  return (
    <Field
      id={controlId(q.id)}
      label={<Label text={tf(labelKey(q))} required={q.required} />}
      error={ns(props.error)}
      hint={hint}
    >
      {(control) =>
        q.type === 'long_text' ? (
          <textarea
            {...control}
            className={`${formStyles.input} ${styles.textarea}`}
            aria-required={q.required}
            dir="auto"
            value={text}
            onChange={(event) => props.onChange(q.id, event.target.value)}
          />
        ) : (
          <input
            {...control}
            {...textInputProps(q)}
            className={formStyles.input}
            aria-required={q.required}
            value={text}
            onChange={(event) => props.onChange(q.id, normalizeAnswer(q, event.target.value))}
          />
        )
      }
    </Field>
  );
}
