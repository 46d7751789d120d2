import { Fragment, useMemo } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { VisitRecordDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import { formatDateTime } from '../../ui/format-date';
import formStyles from '../../ui/form.module.css';
import { MixedText, type TextPart } from '../../ui/value-text';
import { useFormsT } from './answer-list';
import styles from './clinical.module.css';
import { whatChanged } from './what-changed';

/** An answer's lines joined by "; " (a dash for no answer), each value isolated. */
function AnswerLines({ lines }: { lines: TextPart[][] }) {
  if (lines.length === 0) return '—';
  return lines.map((parts, i) => (
    <Fragment key={i}>
      {i > 0 ? '; ' : null}
      <MixedText parts={parts} />
    </Fragment>
  ));
}

interface WhatChangedPanelProps {
  record: VisitRecordDto;
  templates: ReadonlyMap<string, Template>;
}

/**
 * For a returning client: what the answers of this visit change against the record the
 * practitioner saw last (the previous visit's), field by field, with the screening flags the
 * changes raise marked as new. Changes recorded between visits are counted in and listed.
 */
export function WhatChangedPanel({ record, templates }: WhatChangedPanelProps) {
  const { t } = useTranslation();
  const tf = useFormsT(record.appointment.brand);
  const latest = record.questionnaires[0];
  const baseline = record.history.baseline;
  const template = latest ? templates.get(latest.template_id) : undefined;
  const changed = useMemo(
    () =>
      template && baseline && latest
        ? whatChanged(template, baseline, latest.answers, tf)
        : undefined,
    [template, baseline, latest, tf],
  );
  if (!latest || !baseline) return null;
  const since = formatDateTime(baseline.submitted_at);
  return (
    <section className={styles.panel} aria-labelledby="changes-title" data-testid="what-changed">
      <h2 id="changes-title" className={styles.panelTitle}>
        {t('review.changes.title', { date: since })}
      </h2>
      {record.history.between.length > 0 ? (
        <p data-testid="changes-between">
          {t('review.changes.between', {
            dates: record.history.between.map((r) => formatDateTime(r.submitted_at)).join(', '),
          })}
        </p>
      ) : null}
      {!changed ? (
        <p role="status">{t('loading.label')}</p>
      ) : changed.rows.length === 0 ? (
        <p data-testid="no-changes">{t('review.changes.none', { date: since })}</p>
      ) : (
        <table className={styles.changes}>
          <caption className={formStyles.visuallyHidden}>
            {t('review.changes.caption', { number: changed.rows.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('review.changes.question')}</th>
              <th scope="col">{t('review.changes.before')}</th>
              <th scope="col">{t('review.changes.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.rows.map((row) => (
              <tr key={row.questionId} data-change={row.kind} data-question={row.questionId}>
                <th scope="row">
                  {row.label}{' '}
                  <span className={styles.changeKind}>{t(`review.changes.kind.${row.kind}`)}</span>
                </th>
                <td>
                  <AnswerLines lines={row.before} />
                </td>
                <td>
                  <mark>
                    <AnswerLines lines={row.after} />
                  </mark>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changed && changed.newFlags.length > 0 ? (
        <p className={styles.flagName} data-testid="new-flags">
          {t('review.changes.newFlags')}{' '}
          {changed.newFlags.map((id) => tf(`flags.${id}`)).join(', ')}
        </p>
      ) : null}
      {changed && changed.clearedFlags.length > 0 ? (
        <p data-testid="cleared-flags">
          {t('review.changes.clearedFlags')}{' '}
          {changed.clearedFlags.map((id) => tf(`flags.${id}`)).join(', ')}
        </p>
      ) : null}
    </section>
  );
}
