import { and, count, eq, ne } from 'drizzle-orm';
import type { TreatmentPrefillDto } from '../../../shared/api/visits';
import { getTemplate, type Question, type Template } from '../../../shared/forms';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';

interface Answered {
  template_id: string;
  answers: Record<string, unknown>;
}

/**
 * What the nurse's treatment record starts with, so nothing the client already gave is typed
 * again: height and weight from the client's newest questionnaire that has them (only when it
 * asked them in the units of the treatment record), and the session number, one more than the
 * client's treatments signed at earlier visits.
 */
export async function treatmentPrefill(
  db: Db,
  visit: { id: string; clientId: string },
  medical: Template | undefined,
  questionnaires: readonly Answered[],
): Promise<TreatmentPrefillDto> {
  const [row] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.clientId, visit.clientId),
        eq(formSubmissions.kind, 'medical'),
        eq(formSubmissions.status, 'submitted'),
        ne(formSubmissions.appointmentId, visit.id),
      ),
    );
  if (!medical) return { height: null, weight: null, session_number: Number(row?.n ?? 0) + 1 };
  return {
    height: bodyValue('height', medical, questionnaires),
    weight: bodyValue('weight', medical, questionnaires),
    session_number: Number(row?.n ?? 0) + 1,
  };
}

function bodyValue(
  id: 'height' | 'weight',
  medical: Template,
  questionnaires: readonly Answered[],
): number | null {
  const wanted = unitOf(medical, id);
  for (const q of questionnaires) {
    const value = q.answers[id];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const template = getTemplate(q.template_id);
    // Inches are not centimetres: a value in other units is left for the nurse to measure.
    return template && unitOf(template, id) === wanted ? value : null;
  }
  return null;
}

function unitOf(template: Template, id: string): string | undefined {
  for (const section of template.sections) {
    const q: Question | undefined = section.questions.find((x) => x.id === id);
    if (q?.type === 'number') return q.unit;
  }
  return undefined;
}
