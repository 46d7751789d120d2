import { and, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES } from '../../../shared/api/auth';
import { OBSERVATION_MINUTES, stayOf } from '../../../shared/capacity';
import type { AppContext } from '../../context';
import { appointments, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { publishVisitEvent } from './publish-visit-event';
import { openVisit } from './visit-access';
import { auditVisit } from './visit-audit';

const ACTION = 'visit.chair.set';

/**
 * Seats a visit's client in a chair (or clears it). Under the same lock on the store's row as
 * bookings take, so two members of staff cannot seat two overlapping visits in one chair, and
 * the store's number of chairs cannot change under the check.
 */
export async function setVisitChair(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  chair: number | null,
): Promise<{ chair: number | null }> {
  const { who, visit } = await openVisit(ctx, request, appointmentId, ACTION, STAFF_ROLES);
  const audit = (outcome: 'success' | 'failure', data: Record<string, unknown>) =>
    auditVisit(
      ctx,
      request,
      { actorType: 'staff', actorId: who.id },
      { action: ACTION, entity: 'appointment', entityId: appointmentId, outcome, data },
    );
  try {
    await ctx.db.transaction(async (tx) => {
      const [store] = await tx
        .select({ chairs: stores.chairs })
        .from(stores)
        .where(eq(stores.code, visit.storeCode))
        .for('no key update');
      if (chair !== null && (chair < 1 || chair > (store?.chairs ?? 0))) {
        throw new AppError('validation', [{ path: 'chair', message: 'visits.chairRange' }]);
      }
      if (chair !== null) {
        const stay = stayOf(visit.startsAt, visit.endsAt);
        const [other] = await tx
          .select({ id: appointments.id })
          .from(appointments)
          .where(
            and(
              eq(appointments.storeCode, visit.storeCode),
              eq(appointments.chair, chair),
              ne(appointments.id, visit.id),
              notInArray(appointments.state, ['cancelled', 'missed']),
              lt(appointments.startsAt, new Date(stay.end)),
              sql`${appointments.endsAt} + make_interval(mins => ${OBSERVATION_MINUTES})
                > ${visit.startsAt.toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
        if (other) throw new AppError('conflict', undefined, 'visits.chairTaken');
      }
      await tx
        .update(appointments)
        .set({ chair, updatedAt: ctx.clock() })
        .where(eq(appointments.id, visit.id));
      await publishVisitEvent(tx, {
        appointment_id: visit.id,
        store_code: visit.storeCode,
        kind: 'changed',
      });
    });
  } catch (error) {
    if (error instanceof AppError) await audit('failure', { reason: error.messageKey, chair });
    throw error;
  }
  await audit('success', { chair, store_code: visit.storeCode });
  return { chair };
}
