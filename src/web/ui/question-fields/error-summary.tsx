import { useTranslation } from '../../i18n/runtime/use-translation';
import type { Answers, Question } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import formStyles from '../form.module.css';
import { controlId, type ErrorMap } from './answers';
import { errorText } from './message-values';
import styles from './questionnaire.module.css';

/**
 * Every error on show, each a link that moves focus to its control (a detail box's own when
 * the error is about the detail): the client's questionnaire and the staff sections alike.
 */
export function ErrorSummary(props: {
  errors: ErrorMap;
  questions: readonly Question[];
  /** The answers the errors are about: a message names values read from them. */
  answers: Answers;
  brand: string;
  /** Errors of fields that are not questions (a safety reason): the control's id and the text. */
  more?: readonly { target: string; text: string }[];
}) {
  const { t } = useTranslation();
  const brand = t(`forms:brands.${props.brand}`);
  const tf = (key: string) => t(`forms:${key}`, { brand });
  const summary = Object.entries(props.errors);
  const more = props.more ?? [];
  if (summary.length === 0 && more.length === 0) return null;
  return (
    <div className={formStyles.alert} role="alert" data-testid="error-summary">
      <p className={styles.summaryTitle}>{t('questionnaire.errorSummary')}</p>
      <ul className={styles.summaryList}>
        {summary.map(([path, message]) => {
          const id = path.split('.')[0] ?? path;
          const question = props.questions.find((q) => q.id === id);
          const target = path.endsWith('.detail') ? `${controlId(id)}-detail` : controlId(id);
          return (
            <li key={path}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusControl(target);
                }}
              >
                {question ? `${tf(labelKey(question))}: ` : ''}
                {errorText(t, tf, question, path, message, props.answers[id])}
              </a>
            </li>
          );
        })}
        {more.map(({ target, text }) => (
          <li key={target}>
            <a
              href={`#${target}`}
              onClick={(event) => {
                event.preventDefault();
                focusControl(target);
              }}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function focusControl(id: string) {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'center' });
  element?.focus({ preventScroll: true });
}
