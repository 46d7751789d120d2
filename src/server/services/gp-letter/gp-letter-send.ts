import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { GpLetterSent } from '../../../shared/api/gp-letter';
import { formatCalendarDate } from '../../../shared/locale-format';
import type { AppContext } from '../../context';
import { clients, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ensureStoredPdf } from '../documents/stored-pdf';
import { clinicLanguage } from '../messages';
import { visitBundleOf } from '../fhir/fhir-export';
import { appointmentFacts } from '../stores/appointment-facts';
import { loadSignedRecords } from '../visits/record-submissions';
import { openVisit } from '../visits/visit-access';
import { auditVisit } from '../visits/visit-audit';
import { GP_LETTER_SEND } from './gp-letter-info';
import { gpPermissionOf } from './gp-permission';

/**
 * The GP letter (decision 030): the visit's signed record as its stored PDF and as the FHIR
 * Bundle, mailed to the client's GP in the clinic's language, only when the signed records
 * permit it. The GP's name and address given replace those on the client, so the next letter
 * has them. Audited with ids and hashes only (no address, no name).
 */
export async function sendGpLetter(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  gp: { gp_name: string; gp_email: string },
): Promise<GpLetterSent> {
  const { who, visit } = await openVisit(
    ctx,
    request,
    appointmentId,
    GP_LETTER_SEND,
    ['practitioner'],
    'write',
  );
  const actor = { actorType: 'staff' as const, actorId: who.id };
  const audit = (outcome: 'success' | 'denied' | 'failure', data: Record<string, unknown>) =>
    auditVisit(ctx, request, actor, {
      action: GP_LETTER_SEND,
      entity: 'appointment',
      entityId: visit.id,
      outcome,
      data: { client_id: visit.clientId, ...data },
    });
  const records = await loadSignedRecords(ctx.db, visit.id);
  const { permission, field } = gpPermissionOf(records);
  if (permission !== 'yes') {
    await audit('denied', { reason: 'gpLetter.noPermission', permission });
    throw new AppError(
      'validation',
      [{ path: field ?? 'gp_share_permission', message: 'gpLetter.noPermission' }],
      'gpLetter.noPermission',
    );
  }
  await ctx.db
    .update(clients)
    .set({ gpName: gp.gp_name, gpEmail: gp.gp_email, updatedAt: ctx.clock() })
    .where(eq(clients.id, visit.clientId));
  const [pdf, bundle, [client], [store]] = await Promise.all([
    ensureStoredPdf(ctx, { kind: 'visit_record', appointmentId: visit.id }),
    visitBundleOf(ctx, visit),
    ctx.db.select().from(clients).where(eq(clients.id, visit.clientId)),
    ctx.db.select().from(stores).where(eq(stores.code, visit.storeCode)),
  ]);
  if (!pdf || !bundle || !client || !store) {
    await audit('failure', { reason: 'nothing_signed' });
    throw new AppError('notFound', undefined, 'forms.submissionNotFound');
  }
  // To the GP, not to her: the clinic's language.
  const language = clinicLanguage(store);
  const place = { language, country: store.country, timeZone: store.timezone };
  const attachments = [
    {
      filename: `record-${visit.number}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(pdf.bytes),
    },
    {
      filename: `record-${visit.number}.fhir.json`,
      contentType: 'application/fhir+json',
      content: Buffer.from(JSON.stringify(bundle)),
    },
  ];
  try {
    await ctx.messenger.send('email', gp.gp_email, 'gpLetter', language, undefined, {
      ...appointmentFacts(store, visit, language),
      gp: gp.gp_name,
      patient: `${client.firstName} ${client.lastName}`,
      born: client.dateOfBirth ? formatCalendarDate(client.dateOfBirth, place, 'long') : '—',
      practitioner: who.name,
      attachments,
    });
  } catch (error) {
    await audit('failure', { reason: 'delivery_failed' });
    throw error;
  }
  const sentAt = ctx.clock().toISOString();
  await audit('success', {
    upload_id: pdf.id,
    pdf_sha256: pdf.sha256,
    attachments: attachments.map((a) => a.filename),
  });
  return { sent_to: gp.gp_email, attachments: attachments.map((a) => a.filename), sent_at: sentAt };
}
