import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ClearanceBody, StaffSectionResult } from '../../../shared/api/visits';
import { detailTemplateFor } from '../../../shared/staff-templates';
import type { AppContext } from '../../context';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { clearanceWarnings } from '../../../shared/forms/safety';
import { formDueOf } from '../forms/form-due-of';
import { publishVisitEvent } from './publish-visit-event';
import { sectionResult } from './section-result';
import { requireAcknowledgements, visitClientFacts, visitMenu } from './safety-checks';
import { newestSigned, QUESTIONNAIRE_KINDS } from './signed-records';
import { prepareStaffSection, requireVisitTemplate } from './staff-section-input';
import { storeSection, writeSection, type SectionWrite } from './staff-section-store';
import { openVisit } from './visit-access';

const ACTION = 'visits.clearance.create';
const CLOSED = new Set(['completed', 'missed', 'cancelled']);
const conflict = (key: string) => new AppError('conflict', undefined, `visits.${key}`);

/**
 * The practitioner reviews the signed questionnaire and decides: cleared for treatment, or
 * not cleared with a reason. Clearing a client whose record raises a safety warning needs a
 * reason for each (decision 027). Stored as a signed `detail` record following the questionnaire it
 * reviews, and the decision on the visit, in one transaction. One decision per visit: a
 * second thought is an addendum to the signed record.
 */
export async function submitClearance(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  body: ClearanceBody,
): Promise<StaffSectionResult> {
  const { who, visit } = await openVisit(ctx, request, appointmentId, ACTION, ['practitioner']);
  const write: SectionWrite = {
    action: ACTION,
    kind: 'detail',
    who,
    visit,
    idempotencyKey: body.idempotency_key,
    locale: body.locale,
  };
  // The body as it would be signed: what a write stores and a retry is compared with.
  const prepare = async (now: Date) => {
    const questionnaire = await newestSigned(ctx.db, visit.id, QUESTIONNAIRE_KINDS);
    if (!questionnaire) throw conflict('noQuestionnaire');
    const template = requireVisitTemplate(
      detailTemplateFor(questionnaire.templateId, visit.storeCode),
      body,
    );
    const facts = await visitClientFacts(ctx.db, visit.id);
    const menu = visitMenu(visit.storeCode);
    // Not clearing is always safe; clearing goes ahead of each warning only with a reason.
    const prepared = await prepareStaffSection(
      template,
      'practitioner',
      body,
      now.toISOString().slice(0, 10),
      (answers) =>
        requireAcknowledgements(
          answers.clearance_decision === 'cleared' ? clearanceWarnings(facts, menu) : [],
          body.acknowledgements,
        ),
    );
    return { questionnaire, prepared };
  };
  const stored = await writeSection(
    ctx,
    request,
    write,
    async () => {
      if (visit.clearance !== null) throw conflict('alreadyCleared');
      if (CLOSED.has(visit.state)) throw conflict('visitClosed');
      if (visit.state !== 'mf_rf_completed') throw conflict('noQuestionnaire');
      const now = ctx.clock();
      // Treatment is refused while consent or privacy has lapsed on the visit's day (form-due.ts).
      const due = await formDueOf(ctx.db, visit.clientId, visit.startsAt, visit.storeCode);
      if (!due.treatable) throw conflict('consentExpired');
      const { questionnaire, prepared } = await prepare(now);
      const decision = clearanceDecision(prepared.answers);
      return ctx.db.transaction(async (tx) => {
        const section = await storeSection(tx, request, write, prepared, {
          previousSubmissionId: questionnaire.id,
          now,
          auditData: { decision, acknowledgements: prepared.acknowledgements.length },
        });
        // Compare-and-set: of two practitioners deciding at once, only the first decision stands.
        const decided = await tx
          .update(appointments)
          .set({
            clearance: decision,
            clearanceAt: now,
            clearanceByStaffId: who.id,
            updatedAt: now,
          })
          .where(and(eq(appointments.id, visit.id), isNull(appointments.clearance)))
          .returning({ id: appointments.id });
        if (decided.length === 0) throw conflict('alreadyCleared');
        return section;
      });
    },
    async () => (await prepare(ctx.clock())).prepared.contentSha256,
  );
  if (!stored.replayed) {
    await publishVisitEvent(ctx.db, {
      appointment_id: visit.id,
      store_code: visit.storeCode,
      kind: 'cleared',
    });
  }
  return sectionResult(ctx, visit.id, stored);
}

/**
 * The decision from the validated answers. The template requires it, and a reason when not
 * cleared; checked here too, because the visit's state follows from it.
 */
function clearanceDecision(answers: Record<string, unknown>): 'cleared' | 'not_cleared' {
  const decision = answers.clearance_decision;
  if (decision !== 'cleared' && decision !== 'not_cleared') {
    throw new AppError('validation', [
      { path: 'answers.clearance_decision', message: 'validation.required' },
    ]);
  }
  const reason = answers.clearance_reason;
  if (decision === 'not_cleared' && (typeof reason !== 'string' || reason.trim() === '')) {
    throw new AppError('validation', [
      { path: 'answers.clearance_reason', message: 'validation.required' },
    ]);
  }
  return decision;
}
