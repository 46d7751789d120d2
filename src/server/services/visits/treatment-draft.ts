import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DRAFT_MAX_BYTES } from '../../../shared/api/forms';
import type { TreatmentDraftBody, TreatmentDraftResult } from '../../../shared/api/visits';
import { medicalTemplateFor } from '../../../shared/staff-templates';
import type { AppContext } from '../../context';
import { formSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { signatureQuestions } from '../forms/templates';
import { publishVisitEvent } from './publish-visit-event';
import { newestSigned } from './signed-records';
import { assertOwnAnswers, requireVisitTemplate } from './staff-section-input';
import { findTreatmentDraft } from './treatment-draft-store';
import { openVisit } from './visit-access';
import { auditVisit } from './visit-audit';
import { stageOfVisit } from './visit-stage-of';

const ACTION = 'visits.treatment.draft';
const conflict = (key: string) => new AppError('conflict', undefined, `visits.${key}`);

/**
 * The nurse's treatment record so far (partial, unsigned), saved as they go: one draft per
 * visit, replaced on every save. Only the nurse's own question ids; signatures are given at
 * signing, never kept in a draft. The first save tells the day view treatment has started.
 */
export async function saveTreatmentDraft(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  body: TreatmentDraftBody,
): Promise<TreatmentDraftResult> {
  const { who, visit } = await openVisit(ctx, request, appointmentId, ACTION, ['nurse']);
  const audit = (outcome: 'success' | 'failure' | 'denied', data: Record<string, unknown>) =>
    auditVisit(
      ctx,
      request,
      { actorType: 'staff', actorId: who.id },
      {
        action: ACTION,
        entity: 'appointment',
        entityId: visit.id,
        outcome,
        data,
      },
    );
  const now = ctx.clock();
  let created: boolean;
  try {
    if (await newestSigned(ctx.db, visit.id, ['medical'])) throw conflict('alreadyTreated');
    if (visit.clearance !== 'cleared') throw conflict('notCleared');
    if (visit.state !== 'mf_rf_completed') throw conflict('visitClosed');
    const template = requireVisitTemplate(medicalTemplateFor(visit.storeCode), body);
    if (JSON.stringify(body.answers).length > DRAFT_MAX_BYTES) {
      throw new AppError('payloadTooLarge', undefined, 'forms.draftTooLarge');
    }
    assertOwnAnswers(template, 'nurse', body.answers);
    const answers = { ...body.answers };
    for (const id of signatureQuestions(template).values()) delete answers[id];
    const existing = await findTreatmentDraft(ctx.db, visit.id);
    created = !existing;
    if (existing) {
      await ctx.db
        .update(formSubmissions)
        .set({ answers, templateVersion: template.version, staffId: who.id, updatedAt: now })
        .where(eq(formSubmissions.id, existing.id));
    } else {
      await ctx.db.insert(formSubmissions).values({
        // No client on the draft: the questionnaire endpoints find drafts by client, and a
        // client must never see a staff section. The signed record names the client.
        clientId: null,
        appointmentId: visit.id,
        kind: 'medical',
        storeCode: visit.storeCode,
        templateId: template.id,
        templateVersion: template.version,
        // The draft is not what is signed: the signed record stores the writer's language.
        locale: 'en',
        answers,
        status: 'draft',
        staffId: who.id,
        createdAt: now,
        updatedAt: now,
      });
    }
  } catch (error) {
    const refusal = error instanceof AppError ? error : undefined;
    await audit(refusal?.status === 403 ? 'denied' : 'failure', {
      reason: refusal?.messageKey ?? 'errors.internal',
    });
    throw error;
  }
  await audit('success', { created });
  if (created) {
    await publishVisitEvent(ctx.db, {
      appointment_id: visit.id,
      store_code: visit.storeCode,
      kind: 'changed',
    });
  }
  return {
    updated_at: now.toISOString(),
    // Once cleared, identity no longer decides the stage: a saved draft means "treated".
    stage: stageOfVisit(visit, { verified: false, treatmentStarted: true }),
  };
}
