import type { ComputedQuestion } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import formStyles from '../form.module.css';
import { controlId } from './answers';
import { useQuestionText, type FieldProps } from './question-props';
import styles from './questionnaire.module.css';

/** A value worked out from other answers (BMI), shown with one decimal. */
export function ComputedField(props: FieldProps<ComputedQuestion>) {
  const { question: q, computed } = props;
  const { tf, hint } = useQuestionText(q, props.brand);
  const id = controlId(q.id);
  return (
    <div className={formStyles.field}>
      <span id={`${id}-label`} className={formStyles.label}>
        {tf(labelKey(q))}
      </span>
      <output id={id} aria-labelledby={`${id}-label`} className={styles.computed}>
        {computed === undefined ? '–' : computed.toFixed(1)}
      </output>
      {hint ? <span className={formStyles.hint}>{hint}</span> : null}
    </div>
  );
}
