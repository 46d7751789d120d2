import { getTemplate, type Template } from '../../../shared/forms';
import type { ReconsentStartDto } from '../../../shared/api/reconsent';
import type { Db } from '../../db/client';
import { findCatalogueEntry } from '../catalogue';
import type { PreviousRecord } from './previous-record';
import { answerableIds, signatureQuestions } from './templates';

/**
 * The questionnaire a re-consent is filled on and the answers it opens with. The store's
 * current medical form comes first (its brand's consent text and its current questions), the
 * previous record's own template when the store has none; the previous answers are carried over
 * where the template still asks the question, signatures never.
 */
export async function reconsentForm(
  db: Db,
  storeCode: string | null,
  previous: PreviousRecord | undefined,
): Promise<ReconsentStartDto['form']> {
  const store = storeCode ?? previous?.storeCode ?? null;
  let template: Template | undefined;
  if (store) {
    const entry = await findCatalogueEntry(db, store, 'latest');
    if (entry?.mf) template = getTemplate(entry.mf);
  }
  if (!template && previous) template = getTemplate(previous.templateId, previous.templateVersion);
  if (!template) return null;
  return {
    template_id: template.id,
    version: template.version,
    store_code: store ?? '',
    answers: previous ? carriedAnswers(template, previous.answers) : {},
  };
}

/** The answers a template still asks, without its signatures and the days they were signed. */
export function carriedAnswers(
  template: Template,
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const known = answerableIds(template);
  for (const id of signatureQuestions(template).values()) known.delete(id);
  for (const section of template.sections)
    for (const q of section.questions) if (q.type === 'date' && q.defaultToday) known.delete(q.id);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => known.has(id)));
}
