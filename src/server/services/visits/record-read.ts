import type { FastifyRequest } from 'fastify';
import type { RecordSubmissionDto, VisitRecordDto } from '../../../shared/api/visits';
import { isAppointmentState, type AppointmentState } from '../../../shared/appointment';
import { waitsFor } from '../../../shared/visit-stage';
import { getTemplate } from '../../../shared/forms';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ageOn, consentSummaryOf, loadClient } from '../clients/client-info';
import { signedChangesOf } from '../clients/client-field-changes';
import { openVisit, type VisitAppointment } from './visit-access';
import { auditVisit } from './visit-audit';
import { findTreatmentDraft } from './treatment-draft-store';
import { recordHistory } from './record-history';
import { loadSignedRecords } from './record-submissions';
import { QUESTIONNAIRE_KINDS } from './signed-records';
import { treatmentPrefill } from './treatment-prefill';
import { stageOfVisit } from './visit-stage-of';
import { visitTemplates } from './visit-templates';
import { visitVerification } from './visit-verification';

const READ = 'visits.record.read';

/**
 * The whole record of one visit for staff who work at its store: what the client signed (with
 * flags and signature images), the practitioner's and the nurse's signed sections with their
 * addenda, the nurse's draft, consent and identity. Audited with ids only.
 */
export async function readVisitRecord(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
): Promise<VisitRecordDto> {
  const { who, visit } = await openVisit(
    ctx,
    request,
    appointmentId,
    READ,
    ['practitioner', 'nurse', 'admin'],
    'read',
  );
  const now = ctx.clock();
  const [client, records, draft, verification, consent] = await Promise.all([
    loadClient(ctx.db, visit.clientId),
    loadSignedRecords(ctx.db, visit.id),
    findTreatmentDraft(ctx.db, visit.id),
    visitVerification(ctx.db, visit),
    consentSummaryOf(ctx.db, visit.clientId, now),
  ]);
  if (!client) throw new AppError('internal');
  const questionnaires = records.filter((r) => QUESTIONNAIRE_KINDS.includes(r.kind));
  const practitioner = records.find((r) => r.kind === 'detail') ?? null;
  const treatment = records.find((r) => r.kind === 'medical') ?? null;
  const [history, signedChanges] = await Promise.all([
    recordHistory(ctx.db, visit.id, questionnaires[0]),
    signedChangesOf(
      ctx.db,
      client.id,
      questionnaires.map((q) => q.submission_id),
    ),
  ]);
  const templates = templatesOf(visit, questionnaires[0]);
  const prefill = await treatmentPrefill(
    ctx.db,
    visit,
    getTemplate(templates.medical.template_id),
    [...questionnaires, ...(history.baseline ? [history.baseline] : [])],
  );
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      action: READ,
      entity: 'appointment',
      entityId: visit.id,
      outcome: 'success',
      data: {
        client_id: visit.clientId,
        submission_ids: records.map((r) => r.submission_id),
        history_ids: [
          ...(history.baseline ? [history.baseline.submission_id] : []),
          ...history.between.map((r) => r.submission_id),
        ],
      },
    },
  );
  const stage = stageOfVisit(visit, {
    verified: verification !== null,
    treatmentStarted: draft !== undefined,
  });
  return {
    appointment: {
      id: visit.id,
      number: visit.number,
      store_code: visit.storeCode,
      store_name: visit.storeName,
      brand: visit.brand,
      service: visit.service,
      starts_at: visit.startsAt.toISOString(),
      ends_at: visit.endsAt.toISOString(),
      state: appointmentState(visit.state),
      stage,
      waits_for: waitsFor(stage),
      clearance: visit.clearance,
      clearance_at: visit.clearanceAt?.toISOString() ?? null,
      // The decision and the signed detail record are written in one transaction.
      clearance_by: practitioner?.signed_by?.name ?? null,
      completed_at: visit.completedAt?.toISOString() ?? null,
      completion_note: visit.completionNote,
    },
    client: {
      id: client.id,
      name: `${client.firstName} ${client.lastName}`,
      first_name: client.firstName,
      last_name: client.lastName,
      gender: client.gender,
      date_of_birth: client.dateOfBirth,
      age: ageOn(client.dateOfBirth, now),
      signed_changes: signedChanges,
    },
    templates,
    questionnaires,
    history,
    practitioner,
    treatment,
    treatment_draft: draft
      ? { answers: draft.answers, updated_at: draft.updatedAt.toISOString() }
      : null,
    treatment_prefill: prefill,
    consent,
    verification,
  };
}

function appointmentState(state: string): AppointmentState {
  return isAppointmentState(state) ? state : 'not_started';
}

function templatesOf(
  visit: VisitAppointment,
  newest: RecordSubmissionDto | undefined,
): VisitRecordDto['templates'] {
  const { detail, medical } = visitTemplates(visit.storeCode, newest?.template_id);
  // The catalogue names only templates the engine has (staff-templates.test.ts).
  if (!medical) throw new AppError('internal');
  return {
    detail: detail ? { template_id: detail.id, version: detail.version } : null,
    medical: { template_id: medical.id, version: medical.version },
  };
}
