import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../shared/api/auth';
import { requireSession } from '../../auth/guard';
import type { AppContext } from '../../context';
import { appointments, staffStores, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { auditVisit } from './visit-audit';

export interface VisitStaff {
  id: string;
  role: StaffRole;
  name: string;
}

export type VisitAppointment = typeof appointments.$inferSelect & {
  storeName: string;
  brand: string;
  timezone: string;
};

/**
 * The signed-in member of staff, if their role may do `action`; anyone else (a client's
 * session, another role) is refused with `visits.roleNotAllowed` and the refusal audited.
 * No session at all is 401 as everywhere (a fill link alone is not a session).
 */
export async function requireVisitRole(
  ctx: AppContext,
  request: FastifyRequest,
  action: string,
  entityId: string,
  roles: readonly StaffRole[],
): Promise<VisitStaff> {
  const { user } = await requireSession(ctx, request);
  if (user.kind === 'staff' && user.role && roles.includes(user.role)) {
    return { id: user.id, role: user.role, name: user.name };
  }
  await auditVisit(
    ctx,
    request,
    { actorType: user.kind, actorId: user.id },
    {
      action,
      entity: 'appointment',
      entityId,
      outcome: 'denied',
      data: { reason: 'visits.roleNotAllowed', role: user.kind === 'staff' ? user.role : 'client' },
    },
  );
  throw new AppError('forbidden', undefined, 'visits.roleNotAllowed');
}

/** The appointment with its store, if it exists. */
export async function loadVisit(
  ctx: AppContext,
  appointmentId: string,
): Promise<VisitAppointment | undefined> {
  const [row] = await ctx.db
    .select({
      appointment: appointments,
      storeName: stores.name,
      brand: stores.brand,
      timezone: stores.timezone,
    })
    .from(appointments)
    .innerJoin(stores, eq(stores.code, appointments.storeCode))
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  if (!row) return undefined;
  return { ...row.appointment, storeName: row.storeName, brand: row.brand, timezone: row.timezone };
}

/**
 * Staff act on a visit only at a store they work at (`staff_stores`); admins at any store.
 * A refusal is audited under the action that was attempted.
 */
export async function assertWorksAt(
  ctx: AppContext,
  request: FastifyRequest,
  who: VisitStaff,
  storeCode: string,
  audit: { action: string; entity: 'appointment' | 'form_submission'; entityId: string },
): Promise<void> {
  if (who.role === 'admin') return;
  const [row] = await ctx.db
    .select({ storeCode: staffStores.storeCode })
    .from(staffStores)
    .where(and(eq(staffStores.staffId, who.id), eq(staffStores.storeCode, storeCode)))
    .limit(1);
  if (row) return;
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      ...audit,
      outcome: 'denied',
      data: { reason: 'visits.storeNotYours', store_code: storeCode },
    },
  );
  throw new AppError('forbidden', undefined, 'visits.storeNotYours');
}

/** Role, visit and store checks in the order every visits endpoint makes them. */
export async function openVisit(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  action: string,
  roles: readonly StaffRole[],
): Promise<{ who: VisitStaff; visit: VisitAppointment }> {
  const who = await requireVisitRole(ctx, request, action, appointmentId, roles);
  const visit = await loadVisit(ctx, appointmentId);
  if (!visit) {
    await auditVisit(
      ctx,
      request,
      { actorType: 'staff', actorId: who.id },
      {
        action,
        entity: 'appointment',
        entityId: appointmentId,
        outcome: 'failure',
        data: { reason: 'visits.notFound' },
      },
    );
    throw new AppError('notFound', undefined, 'visits.notFound');
  }
  await assertWorksAt(ctx, request, who, visit.storeCode, {
    action,
    entity: 'appointment',
    entityId: appointmentId,
  });
  return { who, visit };
}
