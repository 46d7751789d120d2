import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  SubmissionDetailDto,
  SubmissionListResult,
  SubmissionSummaryDto,
} from '../../../shared/api/forms';
import type { AppContext } from '../../context';
import { formSubmissions, signatures } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireStaffRecordAccess } from '../../auth/record-access';
import { recordAudit } from '../audit';
import { actorClientId, auditActor, type FormActor } from './actor';
import type { SubmissionRow } from './draft-store';

const LIST = 'forms.submission.list';
const READ = 'forms.submission.read';

/** The practitioner's and nurse's records: staff read them, clients never. */
const STAFF_KINDS: SubmissionRow['kind'][] = ['detail', 'medical'];

/**
 * Reading submitted questionnaires: staff read any client's, a client only their own and never
 * a staff section; anyone else learns nothing (401/403 for lists, 404 for a record). Every read
 * is audited, with ids only: never answers.
 */
export async function listSubmissions(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  requested: string | undefined,
): Promise<SubmissionListResult> {
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated');
  const own = actorClientId(actor);
  const clientId = actor.kind === 'staff' ? requested : (requested ?? own);
  if (!clientId) {
    throw new AppError('validation', [{ path: 'client_id', message: 'validation.required' }]);
  }
  if (actor.kind === 'staff') {
    await requireStaffRecordAccess(ctx, request, { kind: 'client', id: clientId }, LIST);
  }
  const allowed = actor.kind === 'staff' || clientId === own;
  await audit(ctx, request, actor, LIST, clientId, allowed ? 'success' : 'denied', {
    client_id: clientId,
  });
  if (!allowed) throw new AppError('forbidden');
  const rows = await ctx.db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.clientId, clientId),
        eq(formSubmissions.status, 'submitted'),
        actor.kind === 'staff' ? undefined : notInArray(formSubmissions.kind, STAFF_KINDS),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt))
    .limit(500);
  return { items: rows.map(toSummary) };
}

export async function getSubmission(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  submissionId: string,
): Promise<SubmissionDetailDto> {
  if (actor.kind === 'staff') {
    await requireStaffRecordAccess(ctx, request, { kind: 'submission', id: submissionId }, READ);
  }
  const [row] = await ctx.db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.status, 'submitted')))
    .limit(1);
  const own = actorClientId(actor);
  const allowed =
    row !== undefined &&
    (actor.kind === 'staff' ||
      (own !== undefined && row.clientId === own && !STAFF_KINDS.includes(row.kind)));
  await audit(ctx, request, actor, READ, submissionId, allowed ? 'success' : 'denied', {
    found: row !== undefined,
  });
  if (!row || !allowed) throw new AppError('notFound', undefined, 'forms.submissionNotFound');
  const signed = await ctx.db
    .select({
      slot: signatures.slot,
      method: signatures.method,
      signerName: signatures.signerName,
      signedAt: signatures.signedAt,
    })
    .from(signatures)
    .where(eq(signatures.submissionId, row.id))
    .orderBy(signatures.slot);
  return {
    ...toSummary(row),
    answers: row.answers,
    content_sha256: row.contentSha256 ?? '',
    signatures: signed.map((s) => ({
      slot: s.slot,
      method: s.method,
      signer_name: s.signerName,
      signed_at: s.signedAt.toISOString(),
    })),
  };
}

function toSummary(row: SubmissionRow): SubmissionSummaryDto {
  return {
    submission_id: row.id,
    client_id: row.clientId,
    appointment_id: row.appointmentId,
    purpose: row.kind,
    template_id: row.templateId,
    version: row.templateVersion,
    store_code: row.storeCode,
    locale: row.locale,
    submitted_at: (row.submittedAt ?? row.createdAt).toISOString(),
    flags: row.flags ?? [],
  };
}

async function audit(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  action: string,
  entityId: string,
  outcome: 'success' | 'denied',
  data: Record<string, unknown>,
): Promise<void> {
  await recordAudit(
    ctx.db,
    { ...auditActor(actor), action, entity: 'form_submission', entityId, outcome, data },
    request,
  );
}
