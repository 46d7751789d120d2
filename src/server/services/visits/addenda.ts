import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../../shared/api/auth';
import type { AddendumBody, AddendumDto } from '../../../shared/api/visits';
import type { AppContext } from '../../context';
import { formSubmissions, recordAddenda } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { toAddendumDto } from './record-submissions';
import { publishVisitEvent } from './publish-visit-event';
import { requireRecordAccess } from '../../auth/record-access';
import { loadVisit, requireVisitRole } from './visit-access';
import { auditVisit } from './visit-audit';

const ACTION = 'visits.addendum.create';

/**
 * Who may correct which record: a staff section only by its own role (the role that may write
 * it), the client's questionnaire by either (a practitioner or nurse noting what the client
 * said differently at the visit).
 */
const MAY_AMEND: Record<string, readonly StaffRole[]> = {
  detail: ['practitioner'],
  medical: ['nurse'],
  mf: ['practitioner', 'nurse'],
  rf: ['practitioner', 'nurse'],
  brief: ['practitioner', 'nurse'],
};

/**
 * A correction to a signed record: who, when, why, kept beside the original, which never
 * changes (the database refuses it). Only a signed record of a visit at a store the writer
 * works at; anything else is "not found" or refused, and audited.
 */
export async function addAddendum(
  ctx: AppContext,
  request: FastifyRequest,
  submissionId: string,
  body: AddendumBody,
): Promise<AddendumDto> {
  const who = await requireVisitRole(ctx, request, ACTION, submissionId, ['practitioner', 'nurse']);
  const actor = { actorType: 'staff' as const, actorId: who.id };
  const audit = (outcome: 'success' | 'failure' | 'denied', data: Record<string, unknown>) =>
    auditVisit(ctx, request, actor, {
      action: ACTION,
      entity: 'form_submission',
      entityId: submissionId,
      outcome,
      data,
    });
  const [record] = await ctx.db
    .select({
      status: formSubmissions.status,
      kind: formSubmissions.kind,
      appointmentId: formSubmissions.appointmentId,
    })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, submissionId))
    .limit(1);
  const visit =
    record?.status === 'submitted' && record.appointmentId
      ? await loadVisit(ctx, record.appointmentId)
      : undefined;
  if (!record || !visit) {
    await audit('failure', { reason: 'visits.recordNotFound' });
    throw new AppError('notFound', undefined, 'visits.recordNotFound');
  }
  await requireRecordAccess(
    ctx,
    request,
    who,
    { kind: 'submission', id: submissionId },
    ACTION,
    'write',
  );
  if (!MAY_AMEND[record.kind]?.includes(who.role)) {
    await audit('denied', { reason: 'visits.roleNotAllowed', kind: record.kind });
    throw new AppError('forbidden', undefined, 'visits.roleNotAllowed');
  }
  const now = ctx.clock();
  const [row] = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(recordAddenda)
      .values({
        submissionId,
        staffId: who.id,
        reason: body.reason,
        text: body.text,
        createdAt: now,
      })
      .returning();
    await auditVisit({ db: tx }, request, actor, {
      action: ACTION,
      entity: 'form_submission',
      entityId: submissionId,
      outcome: 'success',
      data: { addendum_id: inserted[0]!.id, appointment_id: visit.id, kind: record.kind },
    });
    return inserted;
  });
  await publishVisitEvent(ctx.db, {
    appointment_id: visit.id,
    store_code: visit.storeCode,
    kind: 'changed',
  });
  return toAddendumDto(row!, who.name, who.role);
}
