import type { AgreementQuestion } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import formStyles from '../form.module.css';
import { DocumentLinks } from '../legal/document-links';
import { useLegalBrand } from '../legal/legal-brand';
import { controlId, messageKey } from './answers';
import { Label } from './label';
import { useQuestionText, type FieldProps } from './question-props';
import styles from './questionnaire.module.css';

/**
 * A box to tick (terms, consent); unticking removes the answer. When it agrees to the brand's
 * published documents, each can be read first, in a dialog over the form.
 */
export function AgreementField(props: FieldProps<AgreementQuestion>) {
  const { question: q, value, error } = props;
  const { t, tf, hint, errorId } = useQuestionText(q, props.brand);
  const legalBrand = useLegalBrand();
  return (
    <div className={formStyles.field}>
      {q.documents?.length && legalBrand ? (
        <DocumentLinks brand={legalBrand} documents={q.documents} />
      ) : null}
      <label className={styles.checkOption}>
        <input
          id={controlId(q.id)}
          type="checkbox"
          checked={value === true}
          aria-required={q.required}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => props.onChange(q.id, event.target.checked || undefined)}
        />
        <span>
          <Label text={tf(labelKey(q))} required={q.required} />
        </span>
      </label>
      {hint ? <span className={formStyles.hint}>{hint}</span> : null}
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {t(messageKey(error))}
        </p>
      ) : null}
    </div>
  );
}
