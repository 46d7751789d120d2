import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { VisitRecordDto } from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import { identityVerifications, staff } from '../../db/schema';
import type { VisitAppointment } from './visit-access';

/**
 * The newest identity check for this visit: one recorded for the appointment, or one of the
 * client on the appointment's day in the store's time zone that named no appointment (staff
 * may verify a client from the search screen before opening the visit).
 */
export async function visitVerification(
  db: Db,
  visit: VisitAppointment,
): Promise<VisitRecordDto['verification']> {
  const sameLocalDay = sql`(${identityVerifications.verifiedAt} at time zone ${visit.timezone})::date
    = (${visit.startsAt}::timestamptz at time zone ${visit.timezone})::date`;
  const [row] = await db
    .select({
      verifiedAt: identityVerifications.verifiedAt,
      method: identityVerifications.method,
      document: identityVerifications.document,
      verifiedBy: staff.name,
    })
    .from(identityVerifications)
    .leftJoin(staff, eq(staff.id, identityVerifications.verifiedByStaffId))
    .where(
      or(
        eq(identityVerifications.appointmentId, visit.id),
        and(
          eq(identityVerifications.clientId, visit.clientId),
          isNull(identityVerifications.appointmentId),
          sameLocalDay,
        ),
      ),
    )
    .orderBy(desc(identityVerifications.verifiedAt))
    .limit(1);
  if (!row) return null;
  return {
    verified_at: row.verifiedAt.toISOString(),
    method: row.method,
    document: row.document,
    verified_by: row.verifiedBy,
  };
}
