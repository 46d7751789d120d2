import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_KINDS,
  type AttachmentKind,
  type AttachmentListDto,
} from '../../../shared/api/attachments';
import { STAFF_ROLES } from '../../../shared/api/auth';
import type { AppContext } from '../../context';
import { staff, uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { openVisit, type VisitAppointment, type VisitStaff } from './visit-access';
import { auditVisit } from './visit-audit';

const CREATE = 'visits.attachment.create';
const LIST = 'visits.attachments.list';
const READ = 'visits.attachment.read';

/**
 * Who may attach to a visit: any member of staff who may read its record, at its store (the
 * record's own checks, refusals audited). Called before an uploaded image is decoded.
 */
export function openAttachmentUpload(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
): Promise<{ who: VisitStaff; visit: VisitAppointment }> {
  return openVisit(ctx, request, appointmentId, CREATE, STAFF_ROLES);
}

const isAttachment = (appointmentId: string) =>
  and(eq(uploads.appointmentId, appointmentId), inArray(uploads.kind, [...ATTACHMENT_KINDS]));

/** A visit's attachments, newest first, without their bytes. Audited with ids only. */
export async function listAttachments(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
): Promise<AttachmentListDto> {
  const { who, visit } = await openVisit(ctx, request, appointmentId, LIST, STAFF_ROLES, 'read');
  const rows = await ctx.db
    .select({
      id: uploads.id,
      kind: uploads.kind,
      contentType: uploads.contentType,
      size: sql<number>`octet_length(${uploads.bytes})`,
      createdAt: uploads.createdAt,
      uploadedBy: staff.name,
      hasThumbnail: sql<boolean>`${uploads.thumbnail} is not null`,
    })
    .from(uploads)
    .leftJoin(staff, eq(staff.id, uploads.uploadedBy))
    .where(isAttachment(visit.id))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      action: LIST,
      entity: 'appointment',
      entityId: visit.id,
      outcome: 'success',
      data: { client_id: visit.clientId, upload_ids: rows.map((r) => r.id) },
    },
  );
  return {
    attachments: rows.map((row) => ({
      id: row.id,
      kind: row.kind as AttachmentKind,
      content_type: row.contentType,
      size: Number(row.size),
      created_at: row.createdAt.toISOString(),
      uploaded_by: row.uploadedBy ?? null,
      has_thumbnail: Boolean(row.hasThumbnail),
    })),
  };
}

export interface AttachmentBytes {
  contentType: string;
  bytes: Buffer;
  filename: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * One attachment's stored file or its preview, for staff at the visit's store. An upload of
 * another visit, a generated record PDF or a missing preview is 404, audited like a success.
 * The file name carries the kind and 8 hex of the id: no name, no date of birth.
 */
export async function readAttachment(
  ctx: AppContext,
  request: FastifyRequest,
  ids: { appointmentId: string; uploadId: string },
  part: 'file' | 'thumbnail',
): Promise<AttachmentBytes> {
  const { who, visit } = await openVisit(
    ctx,
    request,
    ids.appointmentId,
    READ,
    STAFF_ROLES,
    'read',
  );
  const [row] = await ctx.db
    .select({
      kind: uploads.kind,
      contentType: uploads.contentType,
      bytes: part === 'file' ? uploads.bytes : uploads.thumbnail,
    })
    .from(uploads)
    .where(and(eq(uploads.id, ids.uploadId), isAttachment(visit.id)))
    .limit(1);
  const found = row?.bytes ? row : undefined;
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      action: READ,
      entity: 'appointment',
      entityId: visit.id,
      outcome: found ? 'success' : 'failure',
      data: {
        upload_id: ids.uploadId,
        part,
        ...(found ? {} : { reason: 'attachments.notFound' }),
      },
    },
  );
  if (!found?.bytes) throw new AppError('notFound', undefined, 'attachments.notFound');
  const contentType = part === 'file' ? found.contentType : 'image/jpeg';
  const suffix = part === 'file' ? '' : '-preview';
  const name = `${found.kind ?? 'attachment'}-${ids.uploadId.slice(0, 8)}${suffix}`;
  return {
    contentType,
    bytes: Buffer.from(found.bytes),
    filename: `${name}.${EXTENSIONS[contentType] ?? 'bin'}`,
  };
}
