import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RecordCopy } from '../../../shared/api/documents';
import type { AppContext } from '../../context';
import { formSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { actorClientId, auditActor, resolveFormActor } from '../forms/actor';
import { QUESTIONNAIRE_KINDS } from '../visits/signed-records';
import { openVisit } from '../visits/visit-access';
import { auditVisit } from '../visits/visit-audit';
import { resolveDocumentLink } from './document-link';
import { ensureStoredPdf, type StoredPdf } from './stored-pdf';

export interface Download {
  pdf: StoredPdf;
  /** No name, date of birth or other PHI: the record's kind and an id only. */
  filename: string;
}

const STAFF_ACTION = 'documents.record.download';
const CLIENT_ACTION = 'documents.copy.download';

/** The visit's newest signed questionnaire (mf, rf or brief): the one in force. */
async function newestQuestionnaire(ctx: AppContext, appointmentId: string) {
  const [row] = await ctx.db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.appointmentId, appointmentId),
        eq(formSubmissions.status, 'submitted'),
        inArray(formSubmissions.kind, QUESTIONNAIRE_KINDS),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt))
    .limit(1);
  return row?.id;
}

/**
 * For staff of the visit's store (decision 031): the clinic's copy, the visit's full record
 * (questionnaires, staff sections, addenda) in the store's language; or the client's copy, the
 * file the client themselves get for the visit's newest questionnaire, in their language and
 * without any staff section, for staff to hand or send to them.
 */
export async function downloadVisitRecord(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  copy: RecordCopy,
): Promise<Download> {
  const { who, visit } = await openVisit(
    ctx,
    request,
    appointmentId,
    STAFF_ACTION,
    ['practitioner', 'nurse', 'admin'],
    'read',
  );
  const questionnaire = copy === 'client' ? await newestQuestionnaire(ctx, visit.id) : undefined;
  const pdf =
    copy === 'clinic'
      ? await ensureStoredPdf(ctx, { kind: 'visit_record', appointmentId: visit.id })
      : questionnaire
        ? await ensureStoredPdf(ctx, { kind: 'client_copy', submissionId: questionnaire })
        : undefined;
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      action: STAFF_ACTION,
      entity: 'appointment',
      entityId: visit.id,
      outcome: pdf ? 'success' : 'failure',
      data: pdf
        ? { upload_id: pdf.id, sha256: pdf.sha256, copy, language: pdf.language }
        : { copy, reason: 'nothing_signed' },
    },
  );
  if (!pdf) throw new AppError('notFound', undefined, 'forms.submissionNotFound');
  // The client's copy keeps the name the client's own download gives it.
  const filename = questionnaire
    ? `signed-form-${questionnaire.slice(0, 8)}.pdf`
    : `record-${visit.number}.pdf`;
  return { pdf, filename };
}

/** The questionnaire a client signed, if it is theirs (session or fill grant) and has a visit. */
async function ownSubmission(
  ctx: AppContext,
  request: FastifyRequest,
  submissionId: string,
): Promise<{ id: string; clientId: string }> {
  const actor = await resolveFormActor(ctx, request);
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated');
  const own = actorClientId(actor);
  const [row] = await ctx.db
    .select({
      id: formSubmissions.id,
      clientId: formSubmissions.clientId,
      appointmentId: formSubmissions.appointmentId,
      kind: formSubmissions.kind,
    })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.status, 'submitted')));
  const allowed =
    row &&
    own !== undefined &&
    row.clientId === own &&
    QUESTIONNAIRE_KINDS.includes(row.kind) &&
    (actor.kind !== 'link' ||
      actor.appointmentId === null ||
      actor.appointmentId === row.appointmentId);
  if (!allowed) {
    // Another client's submission, a staff section, or staff asking for a client copy.
    await recordAudit(
      ctx.db,
      {
        ...auditActor(actor),
        action: CLIENT_ACTION,
        entity: 'form_submission',
        entityId: submissionId,
        outcome: 'denied',
      },
      request,
    );
    throw new AppError('notFound', undefined, 'forms.submissionNotFound');
  }
  return { id: row.id, clientId: own };
}

async function clientCopy(
  ctx: AppContext,
  request: FastifyRequest,
  submission: { id: string; clientId: string },
  via: 'session' | 'link',
): Promise<Download> {
  const pdf = await ensureStoredPdf(ctx, { kind: 'client_copy', submissionId: submission.id });
  await recordAudit(
    ctx.db,
    {
      actorType: via === 'link' ? 'link' : 'client',
      actorId: submission.clientId,
      action: CLIENT_ACTION,
      entity: 'form_submission',
      entityId: submission.id,
      outcome: pdf ? 'success' : 'failure',
      data: pdf ? { upload_id: pdf.id, sha256: pdf.sha256, via } : { via, reason: 'no_visit' },
    },
    request,
  );
  if (!pdf) throw new AppError('notFound', undefined, 'forms.submissionNotFound');
  return { pdf, filename: `signed-form-${submission.id.slice(0, 8)}.pdf` };
}

/** The client's own copy: only what they signed, never a staff section. */
export async function downloadClientCopy(
  ctx: AppContext,
  request: FastifyRequest,
  submissionId: string,
): Promise<Download> {
  return clientCopy(ctx, request, await ownSubmission(ctx, request, submissionId), 'session');
}

/** The client's copy through the signed link of the confirmation message. */
export async function downloadByLink(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
): Promise<Download> {
  const check = await resolveDocumentLink(ctx, token);
  if (!check.ok) {
    await recordAudit(
      ctx.db,
      {
        actorType: 'anonymous',
        action: CLIENT_ACTION,
        entity: 'link_token',
        outcome: 'denied',
        data: { reason: check.reason },
      },
      request,
    );
    throw new AppError(check.reason === 'expired' ? 'linkExpired' : 'linkInvalid');
  }
  return clientCopy(ctx, request, { id: check.submissionId, clientId: check.clientId }, 'link');
}
