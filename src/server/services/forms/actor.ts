import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { assertCsrf, readSession } from '../../auth/guard';
import type { AuditEvent } from '../audit';

/**
 * Who is acting on a questionnaire. Every draft/submission permission check is made against
 * this, never against request fields (a body's client_id is only honoured for staff).
 *
 * Seam for issue 6: a client opening a signed fill link will become `{kind: 'link', clientId,
 * appointmentId}` here (verify the link token in `resolveFormActor`); services already treat a
 * link actor like the client it names, bound to the link's appointment.
 */
export type FormActor =
  | { kind: 'client'; clientId: string }
  | { kind: 'link'; clientId: string; appointmentId: string | null }
  | { kind: 'staff'; staffId: string }
  | { kind: 'anonymous' };

/** The caller: a session (CSRF-checked for mutations) or anonymous. An ended session is anonymous. */
export async function resolveFormActor(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<FormActor> {
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
