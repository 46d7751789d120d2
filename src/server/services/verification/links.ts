import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type {
  IssueLinkBody,
  IssueLinkData,
  RevokeLinkData,
} from '../../../shared/api/verification';
import type { AppContext } from '../../context';
import { appointments, clients, linkTokens, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { languageFor } from '../messages';
import { appointmentFacts } from '../stores/appointment-facts';
import { createLinkToken } from './create-link';

async function loadAppointment(ctx: AppContext, id: string) {
  const [row] = await ctx.db
    .select({ a: appointments, store: stores, c: clients })
    .from(appointments)
    .innerJoin(stores, eq(stores.code, appointments.storeCode))
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(eq(appointments.id, id));
  if (!row) throw new AppError('notFound', undefined, 'verification.appointmentNotFound');
  return row;
}

/** The QR code both ways: PNG for `<img>`, SVG for print; the browser ships no encoder. */
async function qrCodes(url: string) {
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const [png, svg] = await Promise.all([
    QRCode.toDataURL(url, { ...options, width: 320 }),
    QRCode.toString(url, { ...options, type: 'svg' }),
  ]);
  return { png, svg };
}

/**
 * Staff create a link for a client's appointment: a `verify` QR for the desk, or a `fill`
 * link sent ahead. The token names only the link; the row says whose it is. `language` is
 * one the desk chose on purpose; without it, hers (`languageFor`).
 */
export async function issueLink(
  ctx: AppContext,
  request: FastifyRequest,
  staffId: string,
  body: IssueLinkBody,
): Promise<IssueLinkData> {
  const { a, store, c } = await loadAppointment(ctx, body.appointmentId);
  // The link is hers, shown as a QR code or sent: it opens in her language on her phone.
  const language = languageFor(c, body.language, store);
  const { jti, url, expiresAt } = await createLinkToken(
    ctx,
    body.purpose,
    { appointment: a, timezone: store.timezone },
    staffId,
    language,
  );
  const sent: ('sms' | 'email')[] = [];
  for (const channel of new Set(body.send ?? [])) {
    const to = channel === 'sms' ? c.mobile : c.email;
    if (!to) continue;
    await ctx.messenger.send(channel, to, 'formLink', language, undefined, {
      ...appointmentFacts(store, a, language),
      link: url,
    });
    sent.push(channel);
  }
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: staffId,
      action: 'verification.link.issue',
      entity: 'link_token',
      entityId: jti,
      outcome: 'success',
      data: { purpose: body.purpose, clientId: c.id, appointmentId: a.id, sent, language },
    },
    request,
  );
  const qr = await qrCodes(url);
  return {
    linkId: jti,
    purpose: body.purpose,
    appointmentId: a.id,
    url,
    expiresAt: expiresAt.toISOString(),
    qrPng: qr.png,
    qrSvg: qr.svg,
    sent,
  };
}

/** A revoked link answers verifyError from then on, and its fill grants stop working. */
export async function revokeLink(
  ctx: AppContext,
  request: FastifyRequest,
  staffId: string,
  linkId: string,
): Promise<RevokeLinkData> {
  const rows = await ctx.db
    .update(linkTokens)
    .set({ revokedAt: ctx.clock() })
    .where(and(eq(linkTokens.jti, linkId), isNull(linkTokens.revokedAt)))
    .returning({ jti: linkTokens.jti });
  const revoked = rows.length === 1;
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: staffId,
      action: 'verification.link.revoke',
      entity: 'link_token',
      entityId: linkId,
      outcome: revoked ? 'success' : 'failure',
    },
    request,
  );
  return { revoked };
}
