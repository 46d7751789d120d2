import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';

export type TreatmentDraftRow = typeof formSubmissions.$inferSelect;

/**
 * The nurse's saved, unsigned treatment record of a visit: one per appointment, whoever of the
 * store's nurses saved it last (a shift change carries on the same record).
 */
export async function findTreatmentDraft(
  db: Db,
  appointmentId: string,
): Promise<TreatmentDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.appointmentId, appointmentId),
        eq(formSubmissions.kind, 'medical'),
        eq(formSubmissions.status, 'draft'),
      ),
    )
    .orderBy(desc(formSubmissions.updatedAt))
    .limit(1);
  return row;
}
