import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  LINK_PURPOSES,
  type InPersonVerifyBody,
  type InPersonVerifyData,
  type DeskVerifyData,
} from '../../../shared/api/verification';
import type { Address } from '../../auth/destination';
import { requireStaffRecordAccess } from '../../auth/record-access';
import type { AppContext } from '../../context';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { codeLimitsFor } from '../code-limits';
import { linkView, loadClient, type ClientRow } from './client-view';
import { checkLink, type LinkRow } from './link-check';
import { nextStep } from './next-step';
import { recordVerification } from './record';

/**
 * The /verify desk: a scanned or typed code, same outcomes as the client's screen, unmasked,
 * plus which of the client's addresses cannot receive codes now, so staff know why a code was
 * refused.
 */
export async function deskVerify(
  ctx: AppContext,
  request: FastifyRequest,
  staffId: string,
  body: { code: string; store?: string },
): Promise<DeskVerifyData> {
  const link = await checkLink(ctx, request, {
    ...body,
    purposes: LINK_PURPOSES,
    via: 'desk',
    staffId,
  });
  await requireStaffRecordAccess(
    ctx,
    request,
    { kind: 'link', id: link.jti },
    'verification.desk',
    'write',
  );
  const view = await linkView(ctx, link, true);
  const client = await loadClient(ctx.db, link.clientId);
  return { ...view, code_limits: await codeLimitsFor(ctx.db, ctx.clock(), addressesOf(client)) };
}

/** Every address of the client a code may go to, the pending ones too. */
function addressesOf(client: ClientRow): Address[] {
  const emails = [client.email?.toLowerCase(), client.pendingEmail];
  const mobiles = [client.mobile, client.pendingMobile];
  return [
    ...emails.flatMap((address) => (address ? [{ channel: 'email' as const, address }] : [])),
    ...mobiles.flatMap((address) => (address ? [{ channel: 'sms' as const, address }] : [])),
  ];
}

/**
 * "Verify Client": staff checked a photo ID in person. With a code, the link must belong to
 * this client; a `verify` link is used up, a `fill` link stays usable for the form.
 */
export async function verifyInPerson(
  ctx: AppContext,
  request: FastifyRequest,
  staffId: string,
  body: InPersonVerifyBody,
): Promise<InPersonVerifyData> {
  const client = await loadClient(ctx.db, body.clientId).catch(() => {
    throw new AppError('notFound', undefined, 'verification.clientNotFound');
  });
  let link: LinkRow | undefined;
  if (body.code) {
    link = await checkLink(ctx, request, {
      code: body.code,
      purposes: LINK_PURPOSES,
      via: 'in_person',
      staffId,
    });
    await requireStaffRecordAccess(
      ctx,
      request,
      { kind: 'link', id: link.jti },
      'verification.in_person',
      'write',
    );
    if (link.clientId !== client.id)
      throw new AppError('linkInvalid', undefined, 'verification.verifyError');
  }
  const appointmentId = body.appointmentId ?? link?.appointmentId ?? null;
  if (appointmentId) {
    const [own] = await ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.clientId, client.id)));
    if (!own) throw new AppError('notFound', undefined, 'verification.appointmentNotFound');
  }
  const verifiedAt = await recordVerification(ctx, request, {
    clientId: client.id,
    appointmentId,
    method: 'in_person',
    document: body.document,
    staffId,
    link: link?.purpose === 'verify' ? link : undefined,
  });
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: staffId,
      action: 'verification.in_person',
      entity: 'client',
      entityId: client.id,
      outcome: 'success',
      data: { document: body.document, appointmentId, jti: link?.jti ?? null },
    },
    request,
  );
  return {
    verified: true,
    verifiedAt: verifiedAt.toISOString(),
    next: await nextStep(ctx.db, client.id, verifiedAt, link?.storeCode),
  };
}
