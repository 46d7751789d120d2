import { useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { NumberQuestion } from '../../../shared/forms/model';
import { helpKey, labelKey, unitKey } from '../../../shared/forms/text-keys';
import formStyles from '../../ui/form.module.css';
import { controlId, messageKey } from './answers';
import { FieldFrame } from './field-frame';
import { messageValues } from './message-values';
import styles from './questionnaire.module.css';

interface NumberFieldProps {
  question: NumberQuestion;
  value: unknown;
  error: string | undefined;
  brand: string;
  onChange: (id: string, value: unknown) => void;
}

/**
 * A number with its unit in the label. Its range message names the range ("between 60 and
 * 260 mmHg"), filled from the question.
 */
export function NumberField({ question: q, value, error, brand, onChange }: NumberFieldProps) {
  const { t } = useTranslation();
  const tf = (key: string) => t(`forms:${key}`, { brand: t(`forms:brands.${brand}`) });
  // The raw text stays while typing ("1." or "72,5"); the answer is the parsed number.
  const [raw, setRaw] = useState(() => (typeof value === 'number' ? String(value) : ''));
  const shown =
    typeof value === 'number' && Number.isFinite(value) && Number(raw.replace(',', '.')) !== value
      ? String(value)
      : raw;
  const help = helpKey(q);
  const label = (
    <>
      {tf(labelKey(q))}
      {q.unit ? ` (${tf(unitKey(q.unit))})` : null}
      {q.required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  const message = error ? t(messageKey(error), messageValues(q, q.id, value, tf)) : undefined;
  return (
    <FieldFrame
      id={controlId(q.id)}
      label={label}
      hint={help ? tf(help) : undefined}
      error={message}
    >
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type="text"
          aria-required={q.required}
          inputMode={q.integer ? 'numeric' : 'decimal'}
          dir="ltr"
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            setRaw(text);
            const trimmed = text.trim().replace(',', '.');
            onChange(q.id, trimmed === '' ? undefined : Number(trimmed));
          }}
        />
      )}
    </FieldFrame>
  );
}
