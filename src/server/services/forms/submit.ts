import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmitBody, SubmitResult } from '../../../shared/api/forms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appointments, formSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { actorClientId, auditActor, type FormActor } from './actor';
import { acceptsHistoryChange } from '../../../shared/history-change';
import { isLanguage } from '../../../shared/languages';
import { completeFormsStep, historyChangeStep } from './appointment-step';
import { markFillLinkUsed } from '../../auth/fill-grant';
import { grantConsents, grantsPrivacy } from './consents';
import { findOwnDraft, type SubmissionRow } from './draft-store';
import { formDueOf } from './form-due-of';
import { decodeSignatures } from './signature-decode';
import { flagRecords, prepareSubmission, type PreparedSubmission } from './submission-input';
import { insertSubmission, type SubmissionInsert } from './submission-insert';
import { clientRecordFrom } from '../clients/client-record-ctes';
import { submissionSubject } from './submission-subject';
import { requireTemplate } from './templates';
import { documentsAgreed } from '../legal/agreed-documents';
import { publishVisitEvent } from '../visits/publish-visit-event';
import { afterQuestionnaireSigned } from '../documents/after-signing';

/** Three signatures as base64 PNG (≤ 400 KB each) plus answers exceed the app's default 1 MB. */
export const SUBMIT_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Submits a questionnaire in one transaction: the submission row (never updated afterwards),
 * its signatures, the consents it grants (with the terms and privacy policy agreed), the name,
 * gender and date of birth the client record takes, the draft removed and the appointment
 * moved on.
 * Idempotent by `idempotency_key`: a repeat (even a concurrent one, decided by the unique
 * index) returns the first result and stores nothing.
 */
export async function submitForm(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  body: SubmitBody,
): Promise<SubmitResult> {
  try {
    return await storeNew(ctx, request, actor, body);
  } catch (error) {
    // A repeat of a stored submission answers with the first result, whatever failed this time
    // (the key's unique index, or a draft or appointment the first one already used up). The
    // lookup only happens on failure: the usual submit makes one round trip.
    const first = await findByKey(ctx.db, body.idempotency_key);
    if (!first) throw error;
    if (contentOf(body, ctx.clock()) !== first.contentSha256) {
      throw new AppError('idempotencyKeyReused', undefined, 'forms.idempotencyKeyReused');
    }
    return replay(ctx.db, first, actor);
  }
}

async function storeNew(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  body: SubmitBody,
): Promise<SubmitResult> {
  const now = ctx.clock();
  const prepared = prepareSubmission(body, now.toISOString().slice(0, 10));
  // Anyone may submit: the signatures' decode is limited per IP and runs in a check worker.
  await decodeSignatures(body.signatures, prepared.signatures, {
    config: ctx.config,
    ip: request.ip,
    now,
  });
  // A used fill link answers like check_form_right does, before anything is stored.
  if (actor.kind === 'link' && actor.used) throw cannotFill(prepared.kind);
  const draft = await findOwnDraft(ctx.db, actor, {
    templateId: prepared.templateId,
    version: prepared.version,
    draftToken: body.draft_token,
  });
  const { clientId, appointment } = await submissionSubject(
    ctx,
    request,
    actor,
    body.appointment_id ?? draft?.appointmentId ?? undefined,
    body.client_id,
  );
  // A re-consent follows someone's record: without a client there is nothing to re-consent.
  if (prepared.kind === 'rf' && clientId === null) throw cannotFill('rf');
  const storeCode = body.store_code ?? draft?.storeCode ?? null;
  const clientForm = prepared.kind !== 'detail' && prepared.kind !== 'medical';
  const documents = clientForm
    ? await documentsAgreed(ctx.db, {
        template: requireTemplate(prepared.templateId, prepared.version),
        storeCode,
        locale: body.locale,
        answers: prepared.answers,
        sent: body.documents,
      })
    : undefined;
  // What the client signed about who they are becomes the record (with its history).
  const clientRecord =
    clientForm && clientId !== null ? clientRecordFrom(prepared.answers) : undefined;
  // The language she signed in herself is hers; a desk tablet's (a staff session) is not.
  const signedHerself = actor.kind === 'client' || actor.kind === 'link';
  const clientLanguage =
    clientForm && clientId !== null && signedHerself && isLanguage(body.locale)
      ? body.locale
      : undefined;
  const insert: SubmissionInsert = {
    id: randomUUID(),
    prepared,
    clientId,
    appointmentId: appointment?.id ?? null,
    storeCode,
    locale: body.locale,
    idempotencyKey: body.idempotency_key,
    followsClientRecord: clientId !== null,
    ...(clientRecord ? { clientRecord } : {}),
    ...(clientLanguage ? { clientLanguage } : {}),
    ...(documents ? { documents } : {}),
    now,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    audit: {
      ...auditActor(actor),
      data: {
        template_id: prepared.templateId,
        version: prepared.version,
        kind: prepared.kind,
        appointment_id: appointment?.id ?? null,
        flags: prepared.flags.length,
        // The language that became hers with this form (decision 043), when she signed it.
        ...(clientLanguage ? { preferred_language: clientLanguage } : {}),
      },
    },
  };
  const grants =
    clientId !== null && prepared.kind !== 'detail' && prepared.kind !== 'medical'
      ? await consentsGranted(ctx, prepared, clientId, appointment, body.store_code)
      : null;
  let state: string | null = null;
  if (!grants && !draft && !appointment) {
    // Nothing else to change: the one statement is the whole transaction.
    await insertSubmission(ctx.db, insert);
  } else {
    state = await ctx.db.transaction(async (tx) => {
      await insertSubmission(tx, insert);
      if (grants && (grants.treatment || grants.privacy)) {
        await grantConsents(tx, {
          clientId: clientId!,
          submissionId: insert.id,
          signedAt: now,
          serviceDate: appointment?.startsAt,
          ...grants,
        });
      }
      if (draft) await tx.delete(formSubmissions).where(eq(formSubmissions.id, draft.id));
      if (actor.kind === 'link') await markFillLinkUsed(ctx, actor.jti, tx);
      if (!appointment) return null;
      const moved =
        prepared.kind === 'rf' && acceptsHistoryChange(appointment)
          ? await historyChangeStep(tx, appointment, now)
          : await completeFormsStep(tx, appointment, now);
      // The clinic's day views follow the appointment; NOTIFY goes out on commit.
      // Only here: a submission without an appointment pays no extra statement.
      await publishVisitEvent(tx, {
        appointment_id: appointment.id,
        store_code: appointment.storeCode,
        kind: 'forms_submitted',
      });
      return moved;
    });
  }
  if (grants && appointment) {
    // The client's own copy and the confirmation with its link, after the commit.
    afterQuestionnaireSigned(ctx, {
      submissionId: insert.id,
      clientId: clientId!,
      appointmentId: appointment.id,
      storeCode: appointment.storeCode,
    });
  }
  return {
    submission_id: insert.id,
    submitted_at: now.toISOString(),
    content_sha256: prepared.contentSha256,
    flags: flagRecords(prepared),
    appointment_state: state,
    replayed: false,
  };
}

/**
 * What a client's signed questionnaire grants. The full and brief forms: the treatment
 * consent, and the privacy authorization when the template holds it. The re-consent form asks
 * the one rule (src/shared/form-due.ts) for the visit's date: refused when the full form is due;
 * a re-consent renews the consent; inside the 6-month window it is a "nothing has changed"
 * confirmation or a change in medical history, which renews nothing (only a lapsed privacy
 * authorization, when the template holds it).
 */
async function consentsGranted(
  ctx: AppContext,
  prepared: PreparedSubmission,
  clientId: string,
  appointment: { startsAt: Date; storeCode: string } | undefined,
  storeCode: string | undefined,
): Promise<{ treatment: boolean; privacy: boolean }> {
  const privacySection = grantsPrivacy(prepared.templateId, prepared.version);
  if (prepared.kind !== 'rf') return { treatment: true, privacy: privacySection };
  const due = await formDueOf(
    ctx.db,
    clientId,
    appointment?.startsAt ?? ctx.clock(),
    appointment?.storeCode ?? storeCode,
  );
  if (due.form === 'mf') throw cannotFill('rf');
  const renews = due.form === 'rf';
  return { treatment: renews, privacy: privacySection && (renews || due.privacy) };
}

function cannotFill(kind: string): AppError {
  const key = kind === 'rf' ? 'forms.cannotFillRf' : 'forms.cannotFillMf';
  return new AppError('conflict', undefined, key);
}

/**
 * The content hash this body would be stored with, or undefined when it is not a valid
 * submission: a key sent again with other answers, signatures or language is not a retry.
 */
function contentOf(body: SubmitBody, now: Date): string | undefined {
  try {
    return prepareSubmission(body, now.toISOString().slice(0, 10)).contentSha256;
  } catch {
    return undefined;
  }
}

async function findByKey(db: Db, key: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.idempotencyKey, key))
    .limit(1);
  return row;
}

/**
 * The first result again; a key someone else used is a conflict, never their data. Staff may
 * read any client's submission, so a member of staff retrying gets the first result.
 */
async function replay(db: Db, row: SubmissionRow, actor: FormActor): Promise<SubmitResult> {
  if (actor.kind !== 'staff' && row.clientId && row.clientId !== (actorClientId(actor) ?? null)) {
    throw new AppError('idempotencyKeyReused', undefined, 'forms.idempotencyKeyReused');
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
