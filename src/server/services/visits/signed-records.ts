import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';

type Kind = (typeof formSubmissions.$inferSelect)['kind'];

/** The newest signed record of these kinds for an appointment (ids and template only). */
export async function newestSigned(db: Db, appointmentId: string, kinds: Kind[]) {
  const [row] = await db
    .select({ id: formSubmissions.id, templateId: formSubmissions.templateId })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.appointmentId, appointmentId),
        eq(formSubmissions.status, 'submitted'),
        inArray(formSubmissions.kind, kinds),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt))
    .limit(1);
  return row;
}

export const QUESTIONNAIRE_KINDS: Kind[] = ['mf', 'rf', 'brief'];
