import { Fragment } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { RecordSubmissionDto } from '../../../shared/api/visits';
import type { Question, Template } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import { MixedText } from '../../ui/value-text';
import { useFormsT } from './answer-list';
import { answerLines } from './answer-text';
import styles from './clinical.module.css';
import type { FlagEntry } from './record-flags';

/** The answers a nurse must have in mind while treating, whatever the flags say. */
const KEY_QUESTIONS = [
  'allergies',
  'known_g6pd_deficiency',
  'pregnant',
  'pregnancy_weeks',
  'breastfeeding',
];

function questionIn(template: Template, id: string): Question | undefined {
  for (const section of template.sections) {
    const q = section.questions.find((x) => x.id === id);
    if (q) return q;
  }
  return undefined;
}

/**
 * The client's screening flags and key facts (allergies, G6PD, pregnancy) from the newest
 * signed questionnaire, at the top of the treatment record so they stay in view.
 */
export function KeyFacts({
  entries,
  questionnaire,
  template,
  brand,
}: {
  entries: readonly FlagEntry[];
  questionnaire: RecordSubmissionDto | undefined;
  template: Template | undefined;
  brand: string;
}) {
  const { t } = useTranslation();
  const tf = useFormsT(brand);
  const facts = template
    ? KEY_QUESTIONS.flatMap((id) => {
        const q = questionIn(template, id);
        if (!q || !questionnaire) return [];
        const lines = answerLines(q, questionnaire.answers[id], tf).flatMap((l) =>
          'parts' in l ? [l.parts] : [],
        );
        // A follow-up (weeks of pregnancy) only where its question was asked.
        if (q.when && lines.length === 0) return [];
        return [{ id, label: tf(labelKey(q)), lines }];
      })
    : [];
  return (
    <section
      className={`${styles.panel} ${entries.length > 0 ? styles.flags : ''}`}
      aria-labelledby="key-facts-title"
      data-testid="key-facts"
    >
      <h2 id="key-facts-title" className={styles.panelTitle}>
        {t('treatment.keyFacts')}
      </h2>
      {entries.length === 0 ? (
        <p>{t('review.noFlags')}</p>
      ) : (
        <ul className={styles.flagList} aria-label={t('treatment.flags')}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.flagName} data-flag={entry.id}>
              {tf(`flags.${entry.id}`)}
            </li>
          ))}
        </ul>
      )}
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.id} data-fact={fact.id}>
              <dt>{fact.label}</dt>
              <dd>
                {fact.lines.length === 0
                  ? t('review.notAnswered')
                  : fact.lines.map((parts, i) => (
                      <Fragment key={i}>
                        {i > 0 ? ' — ' : null}
                        <MixedText parts={parts} />
                      </Fragment>
                    ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
