import type { DisplayQuestion } from '../../../shared/forms/model';
import { useQuestionText, type FieldProps } from './question-props';
import styles from './questionnaire.module.css';

/** Paragraphs of text (consent, instructions): nothing to answer. */
export function DisplayBlock(props: FieldProps<DisplayQuestion>) {
  const { tf } = useQuestionText(props.question, props.brand);
  return (
    <div className={styles.display}>
      {props.question.paragraphs.map((key) => (
        <p key={key}>{tf(key)}</p>
      ))}
    </div>
  );
}
