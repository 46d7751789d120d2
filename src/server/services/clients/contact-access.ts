import type { FastifyRequest } from 'fastify';
import { verifyContactCode, type ContactClaims } from '../../auth/contact-code';
import { readSession, requireSession } from '../../auth/guard';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';

export interface ClientAccess {
  clientId: string;
  /** Set when access came from a contact code. */
  claims?: ContactClaims;
  actorType: 'client' | 'link';
}

async function deny(ctx: AppContext, request: FastifyRequest, reason: string): Promise<never> {
  await recordAudit(
    ctx.db,
    {
      actorType: 'anonymous',
      action: 'client.access',
      entity: 'client',
      outcome: 'denied',
      data: { reason, path: request.routeOptions.url ?? null },
    },
    request,
  );
  throw reason === 'other-client'
    ? new AppError('forbidden')
    : new AppError('unauthenticated', undefined, 'clients.contactCodeInvalid');
}

/**
 * Whose record a client-side call may touch: the client named by a valid contact code, or the
 * signed-in client (cookie + CSRF). Nobody else: staff use the staff endpoints, and a signed-in
 * client holding another client's code is refused, so client A never reaches client B.
 */
export async function resolveClientAccess(
  ctx: AppContext,
  request: FastifyRequest,
  code: string | undefined,
): Promise<ClientAccess> {
  if (code !== undefined) {
    const claims = verifyContactCode(ctx.config.secrets.linkTokenKeys, code, ctx.clock());
    if (!claims) return deny(ctx, request, 'invalid-code');
    const state = await readSession(ctx, request);
    if (
      state.state === 'active' &&
      state.session.user.kind === 'client' &&
      state.session.user.id !== claims.clientId
    ) {
      return deny(ctx, request, 'other-client');
    }
    return { clientId: claims.clientId, claims, actorType: 'link' };
  }
  const session = await requireSession(ctx, request);
  if (session.user.kind !== 'client') throw new AppError('forbidden');
  return { clientId: session.user.id, actorType: 'client' };
}
