import type { FastifyRequest } from 'fastify';
import type { ReconsentQuery, ReconsentStartDto } from '../../../shared/api/reconsent';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { loadClient } from '../clients/client-info';
import { loadVisit } from '../visits/visit-access';
import { requireStaffRecordAccess } from '../../auth/record-access';
import { actorClientId, auditActor, type FormActor } from './actor';
import { checkFormRight } from './form-right';
import { formDueOf } from './form-due-of';
import { previousRecordOf } from './previous-record';
import { reconsentForm } from './reconsent-form';
import { withTermsAgreement } from '../legal/terms-current';

/**
 * What `/rf` and `/reconsent` open with: the right to fill the re-consent form, the form the
 * visit needs, and the client's last signed answers on the questionnaire to review. The client
 * is the caller's own (fill link or session); staff name the client or the appointment.
 */
export async function startReconsent(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  query: ReconsentQuery,
): Promise<ReconsentStartDto> {
  if (actor.kind === 'anonymous') return signInRequired(ctx, request);
  const appointmentId =
    query.appointment_id ??
    (actor.kind === 'link' ? (actor.appointmentId ?? undefined) : undefined);
  const visit = appointmentId ? await loadVisit(ctx, appointmentId) : undefined;
  let clientId = actorClientId(actor);
  if (actor.kind === 'staff') {
    clientId = visit?.clientId ?? query.client_id;
    // Without an appointment, the client's last answers open only through an open visit.
    const subject = visit
      ? { kind: 'appointment' as const, id: visit.id }
      : clientId
        ? { kind: 'client' as const, id: clientId }
        : undefined;
    if (subject) await requireStaffRecordAccess(ctx, request, subject, 'forms.reconsent.open');
  }
  const right = await checkFormRight(ctx, request, actor, {
    purpose: 'rf',
    ...(appointmentId ? { appointment_id: appointmentId } : {}),
    ...(clientId ? { client_id: clientId } : {}),
  });
  const client = clientId ? await loadClient(ctx.db, clientId) : undefined;
  if (clientId && !client) throw new AppError('notFound', undefined, 'forms.clientNotFound');
  // Someone else's appointment is "not found" like one that does not exist.
  const ownVisit = visit && client && visit.clientId === client.id ? visit : undefined;
  const previous = client ? await previousRecordOf(ctx.db, client.id) : undefined;
  const due = client
    ? await formDueOf(ctx.db, client.id, ownVisit?.startsAt ?? ctx.clock(), ownVisit?.storeCode)
    : null;
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: 'forms.reconsent.open',
      entity: 'client',
      entityId: client?.id ?? null,
      outcome: 'success',
      data: {
        appointment_id: ownVisit?.id ?? null,
        previous_submission_id: previous?.id ?? null,
        reason: right.reason,
      },
    },
    request,
  );
  const opening = client
    ? await reconsentForm(ctx.db, ownVisit?.storeCode ?? null, previous)
    : null;
  const terms = client && opening ? await withTermsAgreement(ctx.db, client.id, opening) : null;
  return {
    right,
    due: due?.form ?? null,
    consented_on: due?.consented_on ?? null,
    client: client ? { id: client.id, name: `${client.firstName} ${client.lastName}` } : null,
    appointment: ownVisit
      ? {
          id: ownVisit.id,
          number: ownVisit.number,
          store_code: ownVisit.storeCode,
          starts_at: ownVisit.startsAt.toISOString(),
        }
      : null,
    previous: previous
      ? {
          submission_id: previous.id,
          kind: previous.kind,
          template_id: previous.templateId,
          version: previous.templateVersion,
          submitted_at: (previous.submittedAt ?? new Date(0)).toISOString(),
        }
      : null,
    form: opening && terms ? { ...opening, answers: terms.answers } : null,
    terms_changed: terms?.changed ?? false,
  };
}

/**
 * Neither a session nor a fill link: the page says to sign in or open the link. Answered, not
 * refused, so a visitor's first load of `/rf` logs no failed request; the query's ids are not
 * looked at, and the refusal is audited like any other.
 */
async function signInRequired(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ReconsentStartDto> {
  await recordAudit(
    ctx.db,
    {
      actorType: 'anonymous',
      action: 'forms.reconsent.open',
      entity: 'client',
      entityId: null,
      outcome: 'denied',
      data: { reason: 'sign_in_required' },
    },
    request,
  );
  return {
    right: {
      can_fill: false,
      required: true,
      reason: 'sign_in_required',
      message: 'forms.cannotFillRf',
      consent: null,
    },
    due: null,
    consented_on: null,
    client: null,
    appointment: null,
    previous: null,
    form: null,
    terms_changed: false,
  };
}
