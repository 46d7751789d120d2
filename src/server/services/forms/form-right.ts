import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  CheckFormRightBody,
  CheckFormRightResult,
  FormRightReason,
} from '../../../shared/api/forms';
import { isAppointmentState, isFillable } from '../../../shared/appointment';
import { acceptsHistoryChange } from '../../../shared/history-change';
import type { AppContext } from '../../context';
import { appointments } from '../../db/schema';
import { requireStaffRecordAccess } from '../../auth/record-access';
import { recordAudit } from '../audit';
import { actorClientId, auditActor, type FormActor } from './actor';
import { latestConsent } from './consents';
import { formDueOf } from './form-due-of';

/**
 * May this person fill the MF (questionnaire) or RF (re-consent) now? An answer, never an
 * error: the page shows `forms.cannotFillMf` / `forms.cannotFillRf` with the reason.
 */
export async function checkFormRight(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  body: CheckFormRightBody,
): Promise<CheckFormRightResult> {
  const purpose = body.purpose ?? 'mf';
  const clientId = actor.kind === 'staff' ? body.client_id : actorClientId(actor);
  // A fill link names its appointment: the answer is about that visit.
  const appointmentId =
    body.appointment_id ?? (actor.kind === 'link' ? (actor.appointmentId ?? undefined) : undefined);
  if (actor.kind === 'staff' && (appointmentId || clientId)) {
    await requireStaffRecordAccess(
      ctx,
      request,
      appointmentId
        ? { kind: 'appointment', id: appointmentId }
        : { kind: 'client', id: clientId! },
      'forms.right.check',
    );
  }
  const result = await decide(ctx, actor, purpose, clientId, appointmentId);
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: 'forms.right.check',
      entity: 'client',
      entityId: clientId ?? null,
      outcome: 'success',
      data: { purpose, reason: result.reason, appointment_id: appointmentId ?? null },
    },
    request,
  );
  return result;
}

async function decide(
  ctx: AppContext,
  actor: FormActor,
  purpose: 'mf' | 'rf',
  clientId: string | undefined,
  appointmentId: string | undefined,
): Promise<CheckFormRightResult> {
  const no = (reason: FormRightReason, consent: CheckFormRightResult['consent'] = null) => ({
    can_fill: false,
    required: true,
    reason,
    message: purpose === 'mf' ? ('forms.cannotFillMf' as const) : ('forms.cannotFillRf' as const),
    consent,
  });
  let serviceDate = ctx.clock();
  let storeCode: string | null = null;
  // A fill link opens one form: once it was submitted, the link has done its job.
  if (actor.kind === 'link' && actor.used) return no('link_used');
  if (appointmentId) {
    // Staff at the desk open a form from the client's appointment: the appointment names them.
    const staffAtDesk = actor.kind === 'staff' && !clientId;
    if (!clientId && !staffAtDesk) return no('sign_in_required');
    const [appointment] = await ctx.db
      .select({
        clientId: appointments.clientId,
        state: appointments.state,
        startsAt: appointments.startsAt,
        storeCode: appointments.storeCode,
        clearance: appointments.clearance,
      })
      .from(appointments)
      .where(
        clientId
          ? and(eq(appointments.id, appointmentId), eq(appointments.clientId, clientId))
          : eq(appointments.id, appointmentId),
      );
    if (!appointment) return no('appointment_not_found');
    clientId = appointment.clientId;
    // A change in medical history may follow the signed forms until the practitioner decides.
    const historyChange = purpose === 'rf' && acceptsHistoryChange(appointment);
    if (appointment.state === 'mf_rf_completed' && !historyChange) return no('already_signed');
    if (
      !historyChange &&
      (!isAppointmentState(appointment.state) || !isFillable(appointment.state))
    ) {
      return no('appointment_not_fillable');
    }
    serviceDate = appointment.startsAt;
    storeCode = appointment.storeCode;
  }
  if (!clientId) {
    // A public link: anyone may fill the questionnaire; a re-consent needs to know who.
    return purpose === 'mf'
      ? { can_fill: true, required: true, reason: 'ok', message: null, consent: null }
      : no('sign_in_required');
  }
  const treatment = await latestConsent(ctx.db, clientId, 'treatment');
  const privacy = await latestConsent(ctx.db, clientId, 'privacy');
  const consent = {
    treatment_expires_at: treatment?.expiresAt.toISOString() ?? null,
    privacy_expires_at: privacy?.expiresAt.toISOString() ?? null,
  };
  // Which form the visit needs, by the one rule (src/shared/form-due.ts).
  const due = await formDueOf(ctx.db, clientId, serviceDate, storeCode);
  if (purpose === 'mf') {
    // The full form may always be filled; it is required only when the rule asks for it.
    const required = due.form === 'mf';
    return { can_fill: true, required, reason: 'ok', message: null, consent };
  }
  if (due.form === 'mf') return no(treatment ? 'consent_expired' : 'no_consent_on_file', consent);
  // Within 6 months with no changes the client may close the window (spec §4).
  const recent = due.form === 'confirm';
  return {
    can_fill: true,
    required: !recent,
    reason: recent ? 'consent_recent' : 'ok',
    message: null,
    consent,
  };
}
