import { useTranslation } from '../../i18n/runtime/use-translation';
import type { RecordSignatureDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import { recordLabelKey } from '../../../shared/forms/text-keys';
import { formatDateTime } from '../../ui/format-date';
import { ValueText } from '../../ui/value-text';
import { useFormsT } from './answer-list';
import styles from './clinical.module.css';

/** The signatures of a record as drawn (or typed), each named by what was signed, who and when. */
export function SignatureList({
  signatures,
  template,
}: {
  signatures: readonly RecordSignatureDto[];
  template: Template | undefined;
}) {
  const { t } = useTranslation();
  const tf = useFormsT(template?.brand ?? 'ivclinic');
  if (signatures.length === 0) return null;
  const slotLabel = (slot: number) => {
    for (const section of template?.sections ?? []) {
      const q = section.questions.find((x) => x.type === 'signature' && x.slot === slot);
      if (q) return tf(recordLabelKey(q));
    }
    return t('review.signatureSlot', { slot });
  };
  return (
    <ul className={styles.signatures} aria-label={t('review.signatures')}>
      {signatures.map((s) => {
        const when = formatDateTime(s.signed_at);
        return (
          <li key={s.slot}>
            <figure>
              <img
                className={styles.signatureImage}
                src={s.png_data_url}
                alt={t('review.signatureAlt', { name: s.signer_name, date: when })}
                data-testid="signature-image"
              />
              <figcaption>
                {slotLabel(s.slot)}: <ValueText>{s.signer_name}</ValueText>, {when}
                {s.method === 'typed' ? ` (${t('review.typedSignature')})` : ''}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
