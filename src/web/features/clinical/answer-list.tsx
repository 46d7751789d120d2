import { useMemo } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { Answers, Template } from '../../../shared/forms/model';
import { labelKey, sectionTitleKey } from '../../../shared/forms/text-keys';
import { computedValues, visibleSections } from '../../../shared/forms/visibility';
import { MixedText } from '../../ui/value-text';
import { answerLines, type FormsT } from './answer-text';
import styles from './clinical.module.css';
import { answerAnchor } from './record-flags';

/** Translates "forms" keys with the template's brand filled in. */
export function useFormsT(brand: string): FormsT {
  const { t } = useTranslation();
  return useMemo(() => {
    const brandName = t(`forms:brands.${brand}`);
    return (key: string) => t(`forms:${key}`, { brand: brandName });
  }, [t, brand]);
}

interface AnswerListProps {
  submissionId: string;
  template: Template;
  answers: Answers;
  /** Question id → flags it raised: those answers are highlighted and say why. */
  flagged?: ReadonlyMap<string, string[]>;
  /** Only these sections (a staff record shows its own role's part). */
  sectionFilter?: (sectionId: string) => boolean;
}

/**
 * The answers of a signed record, read-only, section by section as the template shows them
 * (hidden questions stay hidden, exactly as when it was signed). Signatures are shown apart,
 * as images with their signer, so signature questions are left out here.
 */
export function AnswerList({
  submissionId,
  template,
  answers,
  flagged,
  sectionFilter,
}: AnswerListProps) {
  const { t } = useTranslation();
  const tf = useFormsT(template.brand);
  const sections = useMemo(() => visibleSections(template, answers), [template, answers]);
  const computed = useMemo(() => computedValues(template, answers), [template, answers]);
  return (
    <>
      {sections
        .filter(({ section }) => !sectionFilter || sectionFilter(section.id))
        .map(({ section, questions }) => {
          const shown = questions.filter((q) => q.type !== 'display' && q.type !== 'signature');
          if (shown.length === 0) return null;
          const titleId = `${submissionId}-${section.id}`;
          return (
            // A named group, not a landmark: the page's regions stay the few parts a person moves
            // between. Named with its record's title and signing time too: a visit with a
            // change in medical history shows two records with the same sections.
            <div
              key={section.id}
              role="group"
              aria-labelledby={`${titleId} record-${submissionId} record-${submissionId}-when`}
            >
              <h4 id={titleId} className={styles.subTitle}>
                {tf(sectionTitleKey(section))}
              </h4>
              <dl className={styles.answers}>
                {shown.map((q) => {
                  const value = q.type === 'computed' ? computed[q.id] : answers[q.id];
                  const lines = answerLines(q, value, tf);
                  const flags = flagged?.get(q.id) ?? [];
                  return (
                    <div
                      key={q.id}
                      id={answerAnchor(submissionId, q.id)}
                      tabIndex={-1}
                      className={`${styles.answer} ${flags.length > 0 ? styles.flagged : ''}`}
                      data-answer={q.id}
                      data-flagged={flags.length > 0 || undefined}
                    >
                      <dt>
                        {tf(labelKey(q))}
                        {flags.length > 0 ? (
                          <span className={styles.flagNote}>
                            {t('review.raisedFlags', {
                              flags: flags.map((f) => tf(`flags.${f}`)).join(', '),
                            })}
                          </span>
                        ) : null}
                      </dt>
                      <dd>
                        {lines.length === 0 ? (
                          <span className={styles.unanswered}>{t('review.notAnswered')}</span>
                        ) : (
                          lines.map((line, i) =>
                            'image' in line ? (
                              <img
                                key={i}
                                className={styles.answerImage}
                                src={line.image}
                                alt={tf(labelKey(q))}
                              />
                            ) : (
                              <span key={i} style={{ display: 'block' }}>
                                <MixedText parts={line.parts} />
                              </span>
                            ),
                          )
                        )}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </div>
          );
        })}
    </>
  );
}
