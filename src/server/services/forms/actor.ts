import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { resolveFillGrant } from '../../auth/fill-grant';
import { assertCsrf, readSession } from '../../auth/guard';
import type { AuditEvent } from '../audit';

/**
 * Who is acting on a questionnaire. Every draft/submission permission check is made against
 * this, never against request fields (a body's appointment_id names a client only for staff).
 * A `link` actor holds a fill grant (a fill link or desk QR opened and its code confirmed):
 * services treat it like the client it names, bound to the link's appointment.
 */
export type FormActor =
  | { kind: 'client'; clientId: string }
  | { kind: 'link'; clientId: string; appointmentId: string | null }
  | { kind: 'staff'; staffId: string }
  | { kind: 'anonymous' };

/**
 * The caller: a fill grant, else a session (CSRF-checked for mutations), else anonymous. An
 * ended session is anonymous. The grant comes first: on a clinic tablet where a member of staff
 * is signed in, the client who confirmed their code is the one filling in. Its cookie is
 * SameSite=Lax and HttpOnly, so another site cannot post with it.
 */
export async function resolveFormActor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<FormActor> {
  const grant = await resolveFillGrant(ctx, request);
  if (grant) return { kind: 'link', clientId: grant.clientId, appointmentId: grant.appointmentId };
  const state = await readSession(ctx, request);
  if (state.state !== 'active') return { kind: 'anonymous' };
  await assertCsrf(ctx, request, state.session);
  const { user } = state.session;
  return user.kind === 'staff'
    ? { kind: 'staff', staffId: user.id }
    : { kind: 'client', clientId: user.id };
}

/** The client a client-like actor stands for (client or fill link), else undefined. */
export function actorClientId(actor: FormActor): string | undefined {
  return actor.kind === 'client' || actor.kind === 'link' ? actor.clientId : undefined;
}

/** The audit actor fields of a form actor. */
export function auditActor(actor: FormActor): Pick<AuditEvent, 'actorType' | 'actorId'> {
  switch (actor.kind) {
    case 'client':
    case 'link':
      return { actorType: actor.kind, actorId: actor.clientId };
    case 'staff':
      return { actorType: 'staff', actorId: actor.staffId };
    default:
      return { actorType: 'anonymous', actorId: null };
  }
}
