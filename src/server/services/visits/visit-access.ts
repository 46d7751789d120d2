import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../shared/api/auth';
import { requireSession } from '../../auth/guard';
import { requireRecordAccess, type AccessMode } from '../../auth/record-access';
import type { AppContext } from '../../context';
import { appointments, stores } from '../../db/schema';
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
 * Role, visit and store checks in the order every visits endpoint makes them: the role first,
 * then the one access rule (auth/record-access.ts) on the appointment. `write` is for anything
 * that changes the visit; `read` also lets a visit of the client at one of the staff's stores
 * open this one (an earlier record, for review).
 */
export async function openVisit(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  action: string,
  roles: readonly StaffRole[],
  mode: AccessMode = 'write',
): Promise<{ who: VisitStaff; visit: VisitAppointment }> {
  const who = await requireVisitRole(ctx, request, action, appointmentId, roles);
  await requireRecordAccess(
    ctx,
    request,
    who,
    { kind: 'appointment', id: appointmentId },
    action,
    mode,
  );
  const visit = await loadVisit(ctx, appointmentId);
  if (!visit) throw new AppError('notFound', undefined, 'visits.notFound');
  return { who, visit };
}
