import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DRAFT_MAX_BYTES,
  type DraftDto,
  type DraftLoadQuery,
  type DraftSaveBody,
  type DraftSaveResult,
  type FormPurpose,
} from '../../../shared/api/forms';
import { getTemplate } from '../../../shared/forms';
import { isAppointmentState, isFillable } from '../../../shared/appointment';
import { acceptsHistoryChange } from '../../../shared/history-change';
import { LINK_USED } from '../verification/link-check';
import type { AppContext } from '../../context';
import { appointments, formSubmissions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../auth/tokens';
import { AppError } from '../../http/app-error';
import { requireStaffRecordAccess } from '../../auth/record-access';
import { recordAudit } from '../audit';
import { actorClientId, auditActor, type FormActor } from './actor';
import { findOwnAppointment } from './appointment-step';
import { findOwnDraft, type SubmissionRow } from './draft-store';
import {
  assertKnownIds,
  refuseStaffForm,
  requireTemplate,
  signatureQuestions,
  submissionKind,
} from './templates';

/**
 * "Never lose what a client typed": the browser saves partial answers as the client types.
 * Drafts are not validated strictly (partial answers), only bounded in size and restricted to
 * the template's question ids. Signatures are not kept in drafts (re-signed at submit).
 */
export async function saveDraft(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  body: DraftSaveBody,
): Promise<DraftSaveResult> {
  const template = requireTemplate(body.template_id, body.version);
  refuseStaffForm(submissionKind(template, body.purpose));
  if (JSON.stringify(body.answers).length > DRAFT_MAX_BYTES) {
    throw new AppError('payloadTooLarge', undefined, 'forms.draftTooLarge');
  }
  assertKnownIds(template, body.answers);
  const answers = { ...body.answers };
  for (const id of signatureQuestions(template).values()) delete answers[id];

  if (actor.kind === 'staff' && body.appointment_id) {
    // The tablet's draft names no one, but naming a visit is acting on that visit's record.
    await requireStaffRecordAccess(
      ctx,
      request,
      { kind: 'appointment', id: body.appointment_id },
      'forms.draft.save',
      'write',
      'forms.appointmentNotFound',
    );
  }
  // A fill link that has done its job opens no more drafts, as it opens no more submissions.
  if (actor.kind === 'link' && actor.used) throw new AppError('conflict', undefined, LINK_USED);
  const clientId = actorClientId(actor) ?? null;
  const appointmentId =
    body.appointment_id ?? (actor.kind === 'link' ? (actor.appointmentId ?? undefined) : undefined);
  const appointment =
    appointmentId && clientId
      ? await findOwnAppointment(ctx.db, clientId, appointmentId)
      : undefined;
  const now = ctx.clock();
  const existing = await findOwnDraft(ctx.db, actor, {
    templateId: template.id,
    version: template.version,
    draftToken: body.draft_token,
  });
  // Nothing is left to fill on a visit whose forms are in (bar a history change) or over.
  await assertStillFillable(
    ctx,
    appointment?.id ?? existing?.appointmentId ?? null,
    submissionKind(template, body.purpose) === 'rf',
  );
  let row: SubmissionRow | undefined;
  let newToken: string | undefined;
  if (existing) {
    [row] = await ctx.db
      .update(formSubmissions)
      .set({
        answers,
        locale: body.locale,
        storeCode: body.store_code ?? existing.storeCode,
        // A signed-in client adopts the anonymous draft they started on this device.
        clientId: existing.clientId ?? clientId,
        appointmentId: appointment?.id ?? existing.appointmentId,
        updatedAt: now,
      })
      .where(eq(formSubmissions.id, existing.id))
      .returning();
  } else {
    // Signed-in clients resume by session; everyone else needs a token to find the draft again.
    newToken = clientId ? undefined : randomToken();
    [row] = await ctx.db
      .insert(formSubmissions)
      .values({
        clientId,
        appointmentId: appointment?.id ?? null,
        kind: submissionKind(template, body.purpose),
        storeCode: body.store_code ?? null,
        templateId: template.id,
        templateVersion: template.version,
        locale: body.locale,
        answers,
        status: 'draft',
        draftTokenHash: newToken ? sha256Hex(newToken) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  }
  if (!row) throw new AppError('internal');
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: 'forms.draft.save',
      entity: 'form_submission',
      entityId: row.id,
      outcome: 'success',
      data: { template_id: template.id, version: template.version, created: !existing },
    },
    request,
  );
  return {
    draft_id: row.id,
    ...(newToken ? { draft_token: newToken } : {}),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function assertStillFillable(
  ctx: AppContext,
  appointmentId: string | null,
  historyChange: boolean,
): Promise<void> {
  if (!appointmentId) return;
  const [row] = await ctx.db
    .select({ state: appointments.state, clearance: appointments.clearance })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (historyChange && row && acceptsHistoryChange(row)) return;
  if (row && !(isAppointmentState(row.state) && isFillable(row.state))) {
    throw new AppError('conflict', undefined, 'forms.appointmentNotFillable');
  }
}

export async function loadDraft(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  query: DraftLoadQuery,
): Promise<DraftDto | null> {
  refuseStaffForm(getTemplate(query.template_id)?.kind);
  const row = await findOwnDraft(ctx.db, actor, {
    templateId: query.template_id,
    version: query.version,
    draftToken: query.draft_token,
  });
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: 'forms.draft.read',
      entity: 'form_submission',
      entityId: row?.id ?? null,
      outcome: row || !query.draft_token ? 'success' : 'failure',
      data: { template_id: query.template_id, version: query.version, found: Boolean(row) },
    },
    request,
  );
  if (!row) {
    if (query.draft_token) throw new AppError('notFound', undefined, 'forms.draftNotFound');
    return null;
  }
  return toDraftDto(row);
}

export function toDraftDto(row: SubmissionRow): DraftDto {
  return {
    draft_id: row.id,
    template_id: row.templateId,
    version: row.templateVersion,
    store_code: row.storeCode,
    locale: row.locale,
    purpose: (row.kind === 'brief' ? 'mf' : row.kind) as FormPurpose,
    appointment_id: row.appointmentId,
    answers: row.answers,
    updated_at: row.updatedAt.toISOString(),
  };
}
