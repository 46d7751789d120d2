import type { ProductList, Template } from '../../../shared/forms/model';
import { SAFETY_KEYS as K, type SafetyWarning } from '../../../shared/forms/safety';
import formStyles from '../../ui/form.module.css';
import { FieldFrame } from '../../ui/question-fields/field-frame';
import styles from './safety.module.css';
import { ValueText } from '../../ui/value-text';
import {
  reasonFieldId,
  ruleText,
  severityText,
  warningFacts,
  warningTitle,
  type SafetyT,
} from './safety-text';

interface SafetyWarningProps {
  warning: SafetyWarning;
  menu: ProductList;
  template: Template;
  t: SafetyT;
  /** Signing needs a reason for it now (a practitioner declining needs none). */
  needReason: boolean;
  reason: string;
  /** Shown once signing was tried: the reason is missing. */
  missing: boolean;
  onReason: (key: string, reason: string) => void;
}

/**
 * One safety warning where it applies (beside the decision, inside the product line, under the
 * reading): how severe, what, why, and the box for the reason to go ahead despite it.
 */
export function SafetyWarningBlock(props: SafetyWarningProps) {
  const { warning, t } = props;
  const title = warningTitle(warning, props.menu, t);
  const id = reasonFieldId(warning.key);
  return (
    <div
      className={`${styles.warning} ${warning.rule.severity === 'contraindicated' ? styles.contraindicated : ''}`}
      data-safety-warning={warning.key}
      data-severity={warning.rule.severity}
    >
      <p className={styles.head}>
        <span className={styles.severity}>{severityText(warning, t)}</span> <strong>{title}</strong>
      </p>
      {warningFacts(warning, props.menu, props.template, t).map((fact) => (
        <p key={fact} className={styles.fact}>
          <ValueText>{fact}</ValueText>
        </p>
      ))}
      <p className={styles.text}>{ruleText(warning, t)}</p>
      {props.needReason ? (
        <FieldFrame
          id={id}
          label={
            <>
              {t(K.reasonLabel)}
              <span aria-hidden="true">{' *'}</span>
            </>
          }
          hint={t(K.reasonHint)}
          error={props.missing ? t(K.reasonRequired, { warning: title }) : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${formStyles.input} ${styles.reason}`}
              aria-required
              maxLength={1000}
              value={props.reason}
              onChange={(event) => props.onReason(warning.key, event.target.value)}
            />
          )}
        </FieldFrame>
      ) : null}
    </div>
  );
}
