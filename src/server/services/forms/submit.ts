import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmitBody, SubmitResult } from '../../../shared/api/forms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appointments, formSubmissions, signatures } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { uniqueViolation } from '../unique-violation';
import { actorClientId, auditActor, type FormActor } from './actor';
import { completeFormsStep, findOwnAppointment, type AppointmentRow } from './appointment-step';
import { grantConsents } from './consents';
import { findOwnDraft, type SubmissionRow } from './draft-store';
import { prepareSubmission } from './submission-input';

/** Three signatures as base64 PNG (≤ 400 KB each) plus answers exceed the app's default 1 MB. */
export const SUBMIT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Submits a questionnaire in one transaction: the submission row (never updated afterwards),
 * its signatures, the consents it grants, the draft removed and the appointment moved on.
 * Idempotent by `idempotency_key`: a repeat (even a concurrent one, decided by the unique
 * index) returns the first result and stores nothing.
 */
export async function submitForm(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  body: SubmitBody,
): Promise<SubmitResult> {
  const clientId = actorClientId(actor) ?? null;
  const first = await findByKey(ctx.db, body.idempotency_key);
  if (first) return replay(ctx.db, first, clientId);

  const now = ctx.clock();
  const prepared = prepareSubmission(body, now.toISOString().slice(0, 10));
  const draft = await findOwnDraft(ctx.db, actor, {
    templateId: prepared.templateId,
    version: prepared.version,
    draftToken: body.draft_token,
  });
  const appointmentId = body.appointment_id ?? draft?.appointmentId ?? undefined;
  let appointment: AppointmentRow | undefined;
  if (appointmentId) {
    // Anonymous callers cannot tie a submission to anyone's appointment.
    if (!clientId) throw new AppError('notFound', undefined, 'forms.appointmentNotFound');
    appointment = await findOwnAppointment(ctx.db, clientId, appointmentId);
  }
  const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;

  let result: { row: SubmissionRow; state: string | null };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(formSubmissions)
        .values({
          clientId,
          appointmentId: appointment?.id ?? null,
          kind: prepared.kind,
          storeCode: body.store_code ?? draft?.storeCode ?? null,
          templateId: prepared.templateId,
          templateVersion: prepared.version,
          locale: body.locale,
          answers: prepared.answers,
          flags: prepared.flags.map((f) => ({ id: f.id, questions: [...f.questions] })),
          status: 'submitted',
          contentSha256: prepared.contentSha256,
          idempotencyKey: body.idempotency_key,
          submittedAt: now,
          ip: request.ip,
          userAgent,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const row = inserted[0]!;
      if (prepared.signatures.length > 0) {
        await tx.insert(signatures).values(
          prepared.signatures.map((s) => ({
            submissionId: row.id,
            slot: s.slot,
            png: s.png,
            method: s.method,
            signerName: s.signer_name,
            strokes: s.strokes ?? null,
            signedAt: now,
            ip: request.ip,
            userAgent,
          })),
        );
      }
      if (clientId && prepared.kind !== 'detail' && prepared.kind !== 'medical') {
        await grantConsents(tx, {
          clientId,
          submissionId: row.id,
          signedAt: now,
          serviceDate: appointment?.startsAt,
        });
      }
      if (draft) await tx.delete(formSubmissions).where(eq(formSubmissions.id, draft.id));
      const state = appointment ? await completeFormsStep(tx, appointment, now) : null;
      // In the transaction: the record and its audit row commit together (one commit, too).
      await recordAudit(
        tx,
        {
          ...auditActor(actor),
          action: 'forms.submission.create',
          entity: 'form_submission',
          entityId: row.id,
          outcome: 'success',
          data: {
            template_id: prepared.templateId,
            version: prepared.version,
            kind: prepared.kind,
            appointment_id: appointment?.id ?? null,
            flags: prepared.flags.length,
          },
        },
        request,
      );
      return { row, state };
    });
  } catch (error) {
    if (uniqueViolation(error) !== 'form_submissions_idempotency_idx') throw error;
    const winner = await findByKey(ctx.db, body.idempotency_key);
    if (!winner) throw error;
    return replay(ctx.db, winner, clientId);
  }
  return toResult(result.row, result.state, false);
}

async function findByKey(db: Db, key: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, key))
    .limit(1);
  return row;
}

/** The first result again; a key someone else used is a conflict, never their data. */
async function replay(db: Db, row: SubmissionRow, clientId: string | null): Promise<SubmitResult> {
  if (row.clientId && row.clientId !== clientId) {
    throw new AppError('conflict', undefined, 'forms.idempotencyKeyReused');
  }
  let state: string | null = null;
  if (row.appointmentId) {
    const [appointment] = await db
      .select({ state: appointments.state })
      .from(appointments)
      .where(eq(appointments.id, row.appointmentId));
    state = appointment?.state ?? null;
  }
  return toResult(row, state, true);
}

function toResult(row: SubmissionRow, state: string | null, replayed: boolean): SubmitResult {
  return {
    submission_id: row.id,
    submitted_at: (row.submittedAt ?? row.createdAt).toISOString(),
    content_sha256: row.contentSha256 ?? '',
    flags: row.flags ?? [],
    appointment_state: state,
    replayed,
  };
}
