import { useTranslation } from '../../i18n/runtime/use-translation';
import type { SafetyAcknowledgementDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import {
  acknowledgementKey,
  menuOf,
  ruleTitleKey,
  SAFETY_KEYS as K,
  severityKey,
} from '../../../shared/forms/safety';
import { productKey } from '../../../shared/forms/text-keys';
import { formatDateTime } from '../../ui/format-date';
import { ValueText } from '../../ui/value-text';
import styles from './clinical.module.css';
import safetyStyles from './safety.module.css';

/**
 * The safety warnings a signed staff section's signer went ahead despite (decision 027): the
 * rule and product, how severe, the reason in their words, who and when.
 */
export function AcknowledgementList({
  acknowledgements,
  template,
  submissionId,
}: {
  acknowledgements: readonly SafetyAcknowledgementDto[] | undefined;
  template: Template;
  submissionId: string;
}) {
  const { t } = useTranslation();
  if (!acknowledgements?.length) return null;
  const brand = t(`forms:brands.${template.brand}`);
  const tf = (key: string, values?: Record<string, unknown>) =>
    t(`forms:${key}`, { brand, ...values });
  const menu = menuOf(template);
  const titleId = `${submissionId}-acknowledged`;
  return (
    <section
      className={safetyStyles.acknowledged}
      role="group"
      aria-labelledby={titleId}
      data-testid="acknowledgements"
    >
      <h4 id={titleId} className={styles.subTitle}>
        {tf(K.acknowledged)}
      </h4>
      <ul>
        {acknowledgements.map((a) => {
          const product = a.subject ? ` — ${tf(productKey(menu, a.subject))}` : '';
          return (
            <li key={acknowledgementKey(a.rule, a.subject)} data-acknowledgement={a.rule}>
              <p>
                <span className={styles.warn}>{tf(severityKey(a.severity))}</span>{' '}
                <strong>{tf(ruleTitleKey(a.rule)) + product}</strong>
              </p>
              <p>
                <ValueText>{a.reason}</ValueText>
              </p>
              <p className={styles.status}>
                {tf(K.acknowledgedBy, {
                  name: a.staff_name,
                  time: formatDateTime(a.acknowledged_at),
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
