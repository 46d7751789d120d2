import { useEffect } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { TimeQuestion } from '../../../shared/forms/model';
import { helpKey, labelKey } from '../../../shared/forms/text-keys';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { controlId, messageKey } from './answers';
import styles from './questionnaire.module.css';
import { timeOf } from './time-value';

interface TimeFieldProps {
  question: TimeQuestion;
  value: unknown;
  error: string | undefined;
  brand: string;
  onChange: (id: string, value: unknown) => void;
}

/** A clock time (`HH:MM`, 24 h as stored; the browser shows its own 12/24 h format). */
export function TimeField({ question: q, value, error, brand, onChange }: TimeFieldProps) {
  const { t } = useTranslation();
  const tf = (key: string) => t(`forms:${key}`, { brand: t(`forms:brands.${brand}`) });
  const help = helpKey(q);
  const empty = typeof value !== 'string' || value === '';
  // Set-up and completion times are written as they happen: start from now, still editable.
  useEffect(() => {
    if (q.defaultNow && empty) onChange(q.id, timeOf(new Date()));
    // Only on first show: a time cleared on purpose stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const label = (
    <>
      {tf(labelKey(q))}
      {q.required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  return (
    <Field
      id={controlId(q.id)}
      label={label}
      error={error ? messageKey(error) : undefined}
      hint={help ? tf(help) : undefined}
    >
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type="time"
          dir="ltr"
          aria-required={q.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(q.id, event.target.value || undefined)}
        />
      )}
    </Field>
  );
}
