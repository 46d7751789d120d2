import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { resolveFillGrant, type FillGrant } from '../../auth/fill-grant';
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
  | { kind: 'link'; clientId: string; appointmentId: string | null; jti: string; used: boolean }
  | { kind: 'staff'; staffId: string }
  | { kind: 'anonymous' };

/**
 * The caller. A session comes first (CSRF-checked for mutations): on a clinic tablet a fill
 * grant left by an earlier client must not turn the nurse's next form into that client's. A
 * signed-in client holding a grant for their own appointment acts through the grant (it names
 * the appointment). Without a session, a fill grant makes the link's client the actor; its
 * cookie is HttpOnly and SameSite=Lax, so another site cannot post with it. An ended session
 * counts as none.
 */
export async function resolveFormActor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<FormActor> {
  const state = await readSession(ctx, request);
  if (state.state === 'active') {
    await assertCsrf(ctx, request, state.session);
    const { user } = state.session;
    if (user.kind === 'staff') return { kind: 'staff', staffId: user.id };
    const grant = await resolveFillGrant(ctx, request);
    return grant?.clientId === user.id ? linkActor(grant) : { kind: 'client', clientId: user.id };
  }
  const grant = await resolveFillGrant(ctx, request);
  return grant ? linkActor(grant) : { kind: 'anonymous' };
}

function linkActor(grant: FillGrant): FormActor {
  const { clientId, appointmentId, jti, used } = grant;
  return { kind: 'link', clientId, appointmentId, jti, used };
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
