import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../form.module.css';
import { controlId, messageKey } from './answers';
import type { QuestionProps } from './question-props';
import styles from './questionnaire.module.css';

/** Radio buttons or check boxes in a fieldset; the first control carries the question's id. */
export function ChoiceGroup(
  props: QuestionProps & {
    legend: ReactNode;
    name: string;
    multiple: boolean;
    options: { value: string; label: string }[];
    checked: (value: string) => boolean;
    onToggle: (value: string, on: boolean) => void;
    errorId: string;
    describedBy?: string | undefined;
  },
) {
  const { t } = useTranslation();
  return (
    // Radios are a radiogroup so that "required" reaches screen readers (the star is hidden);
    // ARIA has no required for a group of check boxes.
    <fieldset
      className={styles.group}
      role={props.multiple ? undefined : 'radiogroup'}
      aria-required={
        !props.multiple && 'required' in props.question && props.question.required
          ? true
          : undefined
      }
    >
      <legend className={formStyles.legend}>{props.legend}</legend>
      <div className={props.multiple ? styles.checkList : formStyles.choiceRow}>
        {props.options.map((option, index) => (
          <label
            key={option.value}
            className={props.multiple ? styles.checkOption : formStyles.choiceOption}
          >
            <input
              id={index === 0 ? controlId(props.question.id) : undefined}
              type={props.multiple ? 'checkbox' : 'radio'}
              name={props.name}
              value={option.value}
              checked={props.checked(option.value)}
              aria-invalid={Boolean(props.error)}
              aria-describedby={props.describedBy}
              onChange={(event) => props.onToggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={props.errorId} className={formStyles.error}>
          {t(messageKey(props.error))}
        </p>
      ) : null}
    </fieldset>
  );
}
