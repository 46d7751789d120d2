import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffSectionResult, TreatmentBody } from '../../../shared/api/visits';
import { treatmentWarnings } from '../../../shared/forms/safety';
import { medicalTemplateFor } from '../../../shared/staff-templates';
import type { AppContext } from '../../context';
import { formSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { applyAppointmentEvent } from '../appointments/transitions';
import { queueRecordPdf } from '../documents/document-jobs';
import { withCompletionTime } from './completion-stamp';
import { publishVisitEvent } from './publish-visit-event';
import { requireAcknowledgements, visitClientFacts } from './safety-checks';
import { sectionResult } from './section-result';
import { newestSigned } from './signed-records';
import { prepareStaffSection, requireVisitTemplate } from './staff-section-input';
import { storeSection, writeSection, type SectionWrite } from './staff-section-store';
import { openVisit } from './visit-access';

const ACTION = 'visits.treatment.create';
const conflict = (key: string) => new AppError('conflict', undefined, `visits.${key}`);

/**
 * The nurse signs the treatment record. It opens only after the practitioner cleared the
 * client; a product line or reading that raises a safety warning needs a reason (decision 027);
 * an empty completion time is the moment of signing; it is stored as a signed `medical`
 * record following the practitioner's, the draft
 * goes, and the appointment becomes completed, in one transaction.
 */
export async function submitTreatment(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  body: TreatmentBody,
): Promise<StaffSectionResult> {
  const { who, visit } = await openVisit(ctx, request, appointmentId, ACTION, ['nurse']);
  const write: SectionWrite = {
    action: ACTION,
    kind: 'medical',
    who,
    visit,
    idempotencyKey: body.idempotency_key,
    locale: body.locale,
  };
  // The body as it would be signed: what a write stores and a retry is compared with.
  const prepare = async (now: Date) => {
    const template = requireVisitTemplate(medicalTemplateFor(visit.storeCode), body);
    const facts = await visitClientFacts(ctx.db, visit.id);
    // Each product line and each reading before the infusion is checked against the client.
    const answers = withCompletionTime(body.answers, now, visit.timezone);
    return prepareStaffSection(
      template,
      'nurse',
      { ...body, answers },
      now.toISOString().slice(0, 10),
      (clean) =>
        requireAcknowledgements(treatmentWarnings(facts, template, clean), body.acknowledgements),
    );
  };
  const stored = await writeSection(
    ctx,
    request,
    write,
    async () => {
      if (await newestSigned(ctx.db, visit.id, ['medical'])) throw conflict('alreadyTreated');
      if (visit.clearance !== 'cleared') throw conflict('notCleared');
      if (visit.state !== 'mf_rf_completed') throw conflict('visitClosed');
      const review = await newestSigned(ctx.db, visit.id, ['detail']);
      const now = ctx.clock();
      const prepared = await prepare(now);
      return ctx.db.transaction(async (tx) => {
        const section = await storeSection(tx, request, write, prepared, {
          previousSubmissionId: review?.id ?? null,
          now,
          auditData: { acknowledgements: prepared.acknowledgements.length },
        });
        await tx
          .delete(formSubmissions)
          .where(
            and(
              eq(formSubmissions.appointmentId, visit.id),
              eq(formSubmissions.kind, 'medical'),
              eq(formSubmissions.status, 'draft'),
            ),
          );
        // The state machine's compare-and-set: a second record racing this one rolls back.
        await applyAppointmentEvent(tx, visit.id, 'complete_appointment', now);
        return section;
      });
    },
    async (firstSignedAt) => (await prepare(firstSignedAt)).contentSha256,
  );
  if (!stored.replayed) {
    await publishVisitEvent(ctx.db, {
      appointment_id: visit.id,
      store_code: visit.storeCode,
      kind: 'treatment',
    }); // The visit's full record is finally signed: its PDF is made after the commit.
    queueRecordPdf(ctx, { kind: 'visit_record', appointmentId: visit.id });
  }
  return sectionResult(ctx, visit.id, stored);
}
