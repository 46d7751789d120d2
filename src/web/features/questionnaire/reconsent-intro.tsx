import { useMemo } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { DueForm } from '../../../shared/form-due';
import type { Answers, Template } from '../../../shared/forms/model';
import { diffRecords } from '../../../shared/forms/record-diff';
import { labelKey } from '../../../shared/forms/text-keys';
import formStyles from '../../ui/form.module.css';
import { controlId } from '../../ui/question-fields/answers';
import { formatDateTime } from '../../ui/format-date';
import { withGateAnswersOf } from './gate-answers';

interface ReviewIntroProps {
  template: Template;
  opening: Answers;
  answers: Answers;
  restore: () => void;
  previousAt: string;
  due: DueForm | null;
}

/** Moves to the first signature: after "nothing has changed" signing is all that is left. */
function goToSignature(template: Template) {
  const question = template.sections
    .flatMap((s) => s.questions)
    .find((q) => q.type === 'signature');
  const target = question ? document.getElementById(controlId(question.id)) : null;
  target?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * Above a re-consent's questions: the answers come from the last record; the client either
 * confirms nothing has changed (and goes to sign) or changes what is different, and sees which
 * answers they changed, with a way to put them back.
 */
export function ReviewIntro(props: ReviewIntroProps) {
  const { t } = useTranslation();
  const { template, opening, answers } = props;
  const changed = useMemo(
    () => diffRecords(template, withGateAnswersOf(template, opening, answers), answers).changes,
    [template, opening, answers],
  );
  const brand = t(`forms:brands.${template.brand}`);
  return (
    <div className={formStyles.notice} data-testid="reconsent-intro">
      <p>{t('reconsent.intro', { date: formatDateTime(props.previousAt) })}</p>
      {props.due === 'confirm' ? <p>{t('reconsent.confirmWindow')}</p> : null}
      <p role="status" data-testid="changed-count" data-count={changed.length}>
        {changed.length === 0
          ? t('reconsent.noChangesYet')
          : t('reconsent.changed', {
              count: changed.length,
              questions: changed
                .map((c) => t(`forms:${labelKey(c.question)}`, { brand }))
                .join(', '),
            })}
      </p>
      <div className={formStyles.actions}>
        {changed.length === 0 ? (
          <button
            type="button"
            className={formStyles.primary}
            onClick={() => goToSignature(template)}
            data-testid="nothing-changed"
          >
            {t('reconsent.nothingChanged')}
          </button>
        ) : (
          <button type="button" className={formStyles.secondary} onClick={props.restore}>
            {t('reconsent.undoChanges')}
          </button>
        )}
      </div>
    </div>
  );
}
