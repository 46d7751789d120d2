import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SetupMedicalFormBody, SetupMedicalFormResult } from '../../../shared/api/forms';
import { isAppointmentState, isFillable } from '../../../shared/appointment';
import type { AppContext } from '../../context';
import { clients, formSubmissions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireStaffRecordAccess } from '../../auth/record-access';
import { recordAudit } from '../audit';
import { findOwnAppointment } from './appointment-step';
import { resolveStoreForm } from './form-info';
import { submissionKind } from './templates';

/**
 * Staff prepare a form for a client (and appointment): an empty draft owned by the client that
 * records which template/store/version they must fill. The client resumes it by session (or,
 * from issue 6, by the signed fill link built from this result).
 */
export async function setupMedicalForm(
  ctx: AppContext,
  request: FastifyRequest,
  staffId: string,
  body: SetupMedicalFormBody,
): Promise<SetupMedicalFormResult> {
  await requireStaffRecordAccess(
    ctx,
    request,
    body.appointment_id
      ? { kind: 'appointment', id: body.appointment_id }
      : { kind: 'client', id: body.client_id },
    'forms.setup',
    'write',
    body.appointment_id ? 'forms.appointmentNotFound' : 'forms.clientNotFound',
  );
  const [client] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, body.client_id));
  if (!client) throw new AppError('notFound', undefined, 'forms.clientNotFound');
  const appointment = body.appointment_id
    ? await findOwnAppointment(ctx.db, client.id, body.appointment_id)
    : undefined;
  if (appointment && !(isAppointmentState(appointment.state) && isFillable(appointment.state))) {
    throw new AppError('conflict', undefined, 'forms.appointmentNotFillable');
  }
  const purpose = body.purpose ?? 'mf';
  const form = purpose === 'rf' ? 'mf' : purpose;
  const { entry, template } = await resolveStoreForm(
    ctx,
    body.store_code,
    body.version ?? 'latest',
    form,
  );
  const now = ctx.clock();
  const [row] = await ctx.db
    .insert(formSubmissions)
    .values({
      clientId: client.id,
      appointmentId: appointment?.id ?? null,
      kind: submissionKind(template, purpose),
      storeCode: entry.store_code,
      templateId: template.id,
      templateVersion: template.version,
      locale: body.locale ?? 'en',
      answers: {},
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: formSubmissions.id });
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: staffId,
      action: 'forms.setup',
      entity: 'form_submission',
      entityId: row!.id,
      outcome: 'success',
      data: {
        client_id: client.id,
        appointment_id: appointment?.id ?? null,
        template_id: template.id,
      },
    },
    request,
  );
  return {
    draft_id: row!.id,
    client_id: client.id,
    appointment_id: appointment?.id ?? null,
    store_code: entry.store_code,
    version: entry.version,
    template_id: template.id,
    template_version: template.version,
    purpose,
    path: `/${form}/${encodeURIComponent(entry.store_code)}/${entry.version}`,
    link: null,
  };
}
