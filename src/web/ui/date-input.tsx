import { useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { dateInWords, dateOrderFor, parseTypedDate, typedForm } from './date-entry';
import type { ControlProps } from './field';
import styles from './form.module.css';
import { valueSentence } from './value-text';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** The example every hint shows, in the language's order. */
const EXAMPLE = '1990-05-17';

/** The hint under a date input: the order to type it in, with an example. */
export function useDateHint(region: 'uk' | 'us' = 'uk'): ReactNode {
  const { t, i18n } = useTranslation();
  const order = dateOrderFor(i18n.language, region);
  return valueSentence(
    (v) => t('dateEntry.hint', { ...v, format: t(`dateEntry.format.${order}`) }),
    { example: typedForm(EXAMPLE, order) },
  );
}

interface DateInputProps {
  control: ControlProps;
  /** The answer: a YYYY-MM-DD date, or what was typed when it is not a date. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  region?: 'uk' | 'us';
  autoComplete?: string | undefined;
  required?: boolean | undefined;
}

/**
 * A date typed as people write it: day, month and year in the order of the reader's language
 * (year first in Chinese and Japanese), with or without separators, in any digit system. What
 * it reads is said back in words under the input ("You entered 17 May 1990."), so a date read
 * another way than meant is seen before the form is sent; what it cannot read stays as typed
 * and the answer schema reports it. Used by the questionnaire and the client's details.
 */
export function DateInput(props: DateInputProps) {
  const { t, i18n } = useTranslation();
  const order = dateOrderFor(i18n.language, props.region);
  const { value } = props;
  const [raw, setRaw] = useState(() =>
    value === undefined ? '' : ISO.test(value) ? typedForm(value, order) : value,
  );
  const typed = parseTypedDate(raw, order);
  // An answer set from outside (today's date, a draft from the server) replaces what was typed.
  const outside =
    value !== undefined && ISO.test(value) && !(typed.kind === 'date' && typed.iso === value);
  const shown = outside ? typedForm(value, order) : value === undefined ? '' : raw;
  const read = outside ? value : typed.kind === 'date' ? typed.iso : undefined;
  const readBackId = `${props.control.id}-read-back`;
  const describedBy = [props.control['aria-describedby'], readBackId].filter(Boolean).join(' ');
  return (
    <>
      <input
        {...props.control}
        aria-describedby={describedBy}
        className={styles.input}
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete={props.autoComplete}
        aria-required={props.required}
        data-date-entry={order}
        value={shown}
        onChange={(event) => {
          const text = event.target.value;
          setRaw(text);
          const next = parseTypedDate(text, order);
          props.onChange(
            next.kind === 'blank' ? undefined : next.kind === 'date' ? next.iso : text,
          );
        }}
      />
      <p id={readBackId} className={styles.hint} aria-live="polite" data-testid="date-read-back">
        {read
          ? t('dateEntry.readBack', { date: dateInWords(read, i18n.language, props.region) })
          : null}
      </p>
    </>
  );
}
