import type { YesNoAnswer } from '../../../shared/forms/answer-values';
import type { YesNoQuestion } from '../../../shared/forms/model';
import { detailKey, labelKey } from '../../../shared/forms/text-keys';
import { Field } from '../field';
import formStyles from '../form.module.css';
import { controlId } from './answers';
import { ChoiceGroup } from './choice-group';
import { Label } from './label';
import { ns, useQuestionText, type FieldProps } from './question-props';
import styles from './questionnaire.module.css';

/** Yes or no; a yes opens the detail box when the question asks for one. */
export function YesNoField(props: FieldProps<YesNoQuestion>) {
  const { question: q, value, error } = props;
  const { tf, errorId } = useQuestionText(q, props.brand);
  const answer = (value ?? {}) as Partial<YesNoAnswer>;
  return (
    <>
      <ChoiceGroup
        {...props}
        legend={<Label text={tf(labelKey(q))} required={q.required} />}
        name={q.id}
        multiple={false}
        errorId={errorId}
        options={[
          { value: 'yes', label: tf('common.yes') },
          { value: 'no', label: tf('common.no') },
        ]}
        checked={(v) => answer.answer === v}
        onToggle={(v) => props.onChange(q.id, { ...answer, answer: v })}
        describedBy={error ? errorId : undefined}
      />
      {q.detail && answer.answer === 'yes' ? (
        <Field
          id={`${controlId(q.id)}-detail`}
          label={<Label text={tf(detailKey(q))} required />}
          error={ns(props.detailError)}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${formStyles.input} ${styles.textarea}`}
              aria-required
              dir="auto"
              value={answer.detail ?? ''}
              onChange={(event) => props.onChange(q.id, { ...answer, detail: event.target.value })}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
