import { useTranslation } from 'react-i18next';
import type { VisibleSection } from '../../../shared/forms/visibility';
import { labelKey } from '../../../shared/forms/text-keys';
import formStyles from '../../ui/form.module.css';
import { controlId, messageKey, type ErrorMap } from '../../ui/question-fields/answers';
import { useFormsT } from './answer-list';

/** Moves to a field named in the summary and gives it focus. */
function goTo(target: string) {
  const element = document.getElementById(target);
  element?.scrollIntoView({ block: 'center' });
  element?.focus({ preventScroll: true });
}

/** What is wrong with a staff section, each item linking to its field (as the questionnaire). */
export function ErrorSummary({
  errors,
  sections,
  brand,
}: {
  errors: ErrorMap;
  sections: readonly VisibleSection[];
  brand: string;
}) {
  const { t } = useTranslation();
  const tf = useFormsT(brand);
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  const questions = sections.flatMap((s) => s.questions);
  return (
    <div className={formStyles.alert} role="alert" data-testid="error-summary">
      <p>{t('questionnaire.errorSummary')}</p>
      <ul>
        {entries.map(([path, message]) => {
          const id = path.split('.')[0] ?? path;
          const question = questions.find((q) => q.id === id);
          const target = path.endsWith('.detail') ? `${controlId(id)}-detail` : controlId(id);
          return (
            <li key={path}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(target);
                }}
              >
                {question ? `${tf(labelKey(question))}: ` : ''}
                {t(messageKey(message))}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
