import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SignedDetailChangeDto } from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import { clientFieldChanges } from '../../db/schema';

/**
 * Where these signed questionnaires changed a detail the client record already held (the
 * name, gender or date of birth the booking gave): the booked and the signed value, oldest
 * first. A value the record lacked is not a difference.
 */
export async function signedChangesOf(
  db: Db,
  clientId: string,
  submissionIds: readonly string[],
): Promise<SignedDetailChangeDto[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(clientFieldChanges)
    .where(
      and(
        eq(clientFieldChanges.clientId, clientId),
        eq(clientFieldChanges.source, 'signed_form'),
        inArray(clientFieldChanges.submissionId, [...submissionIds]),
        isNotNull(clientFieldChanges.oldValue),
      ),
    )
    .orderBy(asc(clientFieldChanges.changedAt), asc(clientFieldChanges.field));
  return rows.map((r) => ({
    field: r.field,
    booked: r.oldValue ?? '',
    signed: r.newValue,
    submission_id: r.submissionId ?? '',
    changed_at: r.changedAt.toISOString(),
  }));
}
