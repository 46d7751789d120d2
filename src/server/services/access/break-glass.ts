import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  BREAK_GLASS_MINUTES,
  type BreakGlassBody,
  type BreakGlassGrantDto,
} from '../../../shared/api/access';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { accessGrants, appointments, clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';

const ACTION = 'access.break_glass.open';

/** The client a break-glass request names, directly or through the appointment being opened. */
async function clientOf(
  ctx: AppContext,
  body: BreakGlassBody,
): Promise<{ clientId: string; appointmentId: string | null } | undefined> {
  if (body.appointment_id) {
    const [row] = await ctx.db
      .select({ clientId: appointments.clientId })
      .from(appointments)
      .where(eq(appointments.id, body.appointment_id));
    if (!row || (body.client_id && body.client_id !== row.clientId)) return undefined;
    return { clientId: row.clientId, appointmentId: body.appointment_id };
  }
  const [row] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, body.client_id!));
  return row ? { clientId: row.id, appointmentId: null } : undefined;
}

/**
 * An admin opens one client's records outside their own stores: a grant for that admin and
 * client, valid for BREAK_GLASS_MINUTES, with the reason kept for review. The audit event holds
 * ids only; the reason (free text) stays in the grant row that the review list shows.
 */
export async function openBreakGlass(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: BreakGlassBody,
): Promise<BreakGlassGrantDto> {
  const target = await clientOf(ctx, body);
  const audit = (outcome: 'success' | 'failure', data: Record<string, unknown>) =>
    recordAudit(
      ctx.db,
      {
        actorType: 'staff',
        actorId: session.user.id,
        action: ACTION,
        entity: 'client',
        entityId: target?.clientId ?? body.client_id ?? null,
        outcome,
        data,
      },
      request,
    );
  if (!target) {
    await audit('failure', {
      reason: 'access.subjectNotFound',
      appointment_id: body.appointment_id ?? null,
    });
    throw new AppError('notFound', undefined, 'access.subjectNotFound');
  }
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + BREAK_GLASS_MINUTES * 60_000);
  const [grant] = await ctx.db
    .insert(accessGrants)
    .values({
      staffId: session.user.id,
      clientId: target.clientId,
      appointmentId: target.appointmentId,
      reason: body.reason,
      createdAt: now,
      expiresAt,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    })
    .returning({ id: accessGrants.id });
  await audit('success', { grant_id: grant!.id, appointment_id: target.appointmentId });
  return {
    grant_id: grant!.id,
    client_id: target.clientId,
    appointment_id: target.appointmentId,
    expires_at: expiresAt.toISOString(),
  };
}
