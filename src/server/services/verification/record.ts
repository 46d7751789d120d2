import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { identityVerifications, linkTokens } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { publishAppointmentEvents } from '../visits/notify-appointments';
import type { LinkRow } from './link-check';

export interface VerificationRecord {
  clientId: string;
  appointmentId?: string | null;
  method: 'code_sms' | 'code_email' | 'in_person';
  document?: string;
  staffId?: string;
  link?: LinkRow;
}

/**
 * Writes who verified the client, how and when, and uses up a `verify` link in the same
 * transaction. The use is a conditional UPDATE: of two requests racing with one QR code, one
 * wins and the other gets verifyError. A `fill` link stays usable for filling the form, so it
 * is named in the row only the first time (link_jti is unique).
 */
export async function recordVerification(
  ctx: AppContext,
  request: FastifyRequest,
  input: VerificationRecord,
): Promise<Date> {
  const now = ctx.clock();
  const link = input.link;
  const appointmentId = input.appointmentId ?? link?.appointmentId ?? null;
  await ctx.db.transaction(async (tx) => {
    if (link?.purpose === 'verify') {
      const used = await tx
        .update(linkTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(linkTokens.jti, link.jti),
            isNull(linkTokens.usedAt),
            isNull(linkTokens.revokedAt),
          ),
        )
        .returning({ jti: linkTokens.jti });
      if (used.length !== 1)
        throw new AppError('linkInvalid', undefined, 'verification.verifyError');
    }
    await tx
      .insert(identityVerifications)
      .values({
        clientId: input.clientId,
        appointmentId,
        method: input.method,
        document: input.document ?? null,
        verifiedByStaffId: input.staffId ?? null,
        linkJti: link?.jti ?? null,
        verifiedAt: now,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      })
      .onConflictDoNothing({ target: identityVerifications.linkJti });
    // The clinic's day views show the visit as verified; NOTIFY goes out on commit.
    if (appointmentId) await publishAppointmentEvents(tx, [appointmentId], 'verified');
  });
  return now;
}
