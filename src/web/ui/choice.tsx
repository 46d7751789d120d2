import { useId } from 'react';
import styles from './form.module.css';

interface ChoiceProps<V extends string> {
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A row of radio buttons drawn as a segmented control (keyboard and screen reader native). */
export function Choice<V extends string>({ legend, value, options, onChange }: ChoiceProps<V>) {
  const name = useId();
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceRow}>
        {options.map((option) => (
          <label key={option.value} className={styles.choiceOption}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
