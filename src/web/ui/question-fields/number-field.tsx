import { useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { parseDecimal } from '../../../shared/digits';
import type { NumberQuestion } from '../../../shared/forms/model';
import { numberOrText } from '../../../shared/forms/normalize-answer';
import { helpKey, labelKey, unitKey } from '../../../shared/forms/text-keys';
import formStyles from '../../ui/form.module.css';
import { controlId } from './answers';
import { FieldFrame } from './field-frame';
import { errorText } from './message-values';
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
  // The raw text stays while typing ("1.", "72,5" or "١٦٥"); the answer is the parsed number.
  const [raw, setRaw] = useState(() => (typeof value === 'number' ? String(value) : ''));
  const shown =
    typeof value === 'number' && Number.isFinite(value) && parseDecimal(raw) !== value
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
  const message = error ? errorText(t, tf, q, q.id, error, value) : undefined;
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
            onChange(q.id, numberOrText(text));
          }}
        />
      )}
    </FieldFrame>
  );
}
