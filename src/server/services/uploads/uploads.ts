import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AttachmentKind } from '../../../shared/api/attachments';
import type { UploadResult } from '../../../shared/api/forms';
import type { AppContext } from '../../context';
import { formSubmissions, uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { actorClientId, auditActor, type FormActor } from '../forms/actor';
import type { CleanFile } from './upload-file';

export type UploadPurpose = 'medicalform_image' | 'reconsentform_image' | 'medicalform_pdf';

/**
 * Stores checked files linked to a submission and its client. A client uploads for themselves
 * (and only to their own submission); staff name the submission or the client.
 */
export async function storeUploads(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  input: {
    purpose: UploadPurpose;
    files: CleanFile[];
    submissionId?: string;
    clientId?: string;
    /** A staff attachment: the visit (already checked), what the file is, and who added it. */
    attachment?: { appointmentId: string; kind: AttachmentKind; staffId: string };
  },
): Promise<UploadResult> {
  if (actor.kind === 'anonymous') throw new AppError('unauthenticated');
  const { attachment } = input;
  const own = actorClientId(actor);
  let clientId = actor.kind === 'staff' ? input.clientId : own;
  if (input.submissionId) {
    const [submission] = await ctx.db
      .select({ clientId: formSubmissions.clientId })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, input.submissionId));
    const allowed = submission && (actor.kind === 'staff' || submission.clientId === own);
    if (!allowed) throw new AppError('notFound', undefined, 'forms.submissionNotFound');
    clientId = submission.clientId ?? clientId;
  }
  const rows = await ctx.db
    .insert(uploads)
    .values(
      input.files.map((file) => ({
        submissionId: input.submissionId ?? null,
        clientId: clientId ?? null,
        purpose: input.purpose,
        contentType: file.contentType,
        bytes: file.bytes,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        appointmentId: attachment?.appointmentId ?? null,
        kind: attachment?.kind ?? null,
        uploadedBy: attachment?.staffId ?? null,
        thumbnail: file.thumbnail ?? null,
        createdAt: ctx.clock(),
      })),
    )
    .returning({ id: uploads.id, contentType: uploads.contentType, sha256: uploads.sha256 });
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: 'forms.upload.create',
      entity: 'upload',
      entityId: rows[0]?.id ?? null,
      outcome: 'success',
      data: {
        purpose: input.purpose,
        count: rows.length,
        submission_id: input.submissionId ?? null,
        client_id: clientId ?? null,
        ...(attachment ? { appointment_id: attachment.appointmentId, kind: attachment.kind } : {}),
      },
    },
    request,
  );
  return {
    uploads: rows.map((row, i) => ({
      upload_id: row.id,
      content_type: row.contentType,
      size: input.files[i]!.bytes.length,
      sha256: row.sha256,
    })),
  };
}
