import multipart from '@fastify/multipart';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  uploadFields,
  type UploadFields,
} from '../../shared/api/forms';
import { ok } from '../../shared/api/envelope';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { requireStaffRecordAccess } from '../auth/record-access';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/validate';
import { resolveFormActor } from '../services/forms/actor';
import { decodeBase64Payload } from '../services/uploads/base64-payload';
import { checkPdf } from '../services/uploads/check-pdf';
import { cleanImageOffThread } from '../services/uploads/checks';
import type { CleanFile } from '../services/uploads/upload-file';
import { storeUploads, type UploadPurpose } from '../services/uploads/uploads';
import { openAttachmentUpload } from '../services/visits/attachments';

/** base64 grows 4/3, plus a data-URL prefix. */
const FIELD_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64;

interface Received {
  fields: Record<string, string>;
  images: string[];
  pdf?: Buffer;
}

function tooLarge(): AppError {
  return new AppError('payloadTooLarge', undefined, 'forms.uploadTooLarge');
}

/** Reads the multipart body within the limits; an over-limit part is a 413, never truncated data. */
async function receive(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType');
  const received: Received = { fields: {}, images: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || received.pdf)
          throw new AppError('validation', [
            { path: part.fieldname, message: 'validation.unknownField' },
          ]);
        received.pdf = await part.toBuffer();
      } else if (part.valueTruncated) {
        throw tooLarge();
      } else if (part.fieldname === 'base64_img[]' || part.fieldname === 'base64_img') {
        received.images.push(String(part.value));
        if (received.images.length > UPLOAD_MAX_FILES) {
          throw new AppError('validation', [
            { path: 'base64_img', message: 'forms.uploadTooMany' },
          ]);
        }
      } else {
        received.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (
      code.startsWith('FST_REQ_FILE_TOO_LARGE') ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    )
      throw tooLarge();
    throw error;
  }
  return received;
}

/**
 * Staff attach a file to a visit by naming it (`appointment_id`, with a `kind`): checked like
 * the visit's record (role, store) before any image is decoded. Not for the re-consent call.
 */
async function attachmentOf(
  ctx: AppContext,
  request: FastifyRequest,
  purpose: UploadPurpose,
  fields: UploadFields,
) {
  if (!fields.appointment_id) {
    if (fields.kind)
      throw new AppError('validation', [
        { path: 'appointment_id', message: 'validation.required' },
      ]);
    return undefined;
  }
  // An attachment belongs to the visit, not to a questionnaire; the re-consent call is the
  // client's own.
  if (purpose === 'reconsentform_image')
    throw new AppError('validation', [
      { path: 'appointment_id', message: 'validation.unknownField' },
    ]);
  if (fields.submission_id)
    throw new AppError('validation', [
      { path: 'submission_id', message: 'validation.unknownField' },
    ]);
  const { who, visit } = await openAttachmentUpload(ctx, request, fields.appointment_id);
  return {
    appointmentId: visit.id,
    clientId: visit.clientId,
    kind: fields.kind ?? ('other' as const),
    staffId: who.id,
  };
}

/**
 * Staff who upload to a client's submission or for a client (not as a visit's attachment) act
 * on that record: the access rule decides, before any image is decoded.
 */
async function checkStaffTarget(
  ctx: AppContext,
  request: FastifyRequest,
  fields: UploadFields,
): Promise<void> {
  const subject = fields.submission_id
    ? { kind: 'submission' as const, id: fields.submission_id }
    : fields.client_id
      ? { kind: 'client' as const, id: fields.client_id }
      : undefined;
  if (subject) {
    await requireStaffRecordAccess(ctx, request, subject, 'forms.upload.create', 'write');
  }
}

const uploadFieldsDoc = z.toJSONSchema(uploadFields, { io: 'input', unrepresentable: 'any' });

/** The upload's multipart fields as the OpenAPI document shows them. */
function documentMultipartBody(purpose: UploadPurpose) {
  const file =
    purpose === 'medicalform_pdf'
      ? { file: { type: 'string', format: 'binary' } }
      : {
          'base64_img[]': { type: 'array', items: { type: 'string' }, maxItems: UPLOAD_MAX_FILES },
        };
  const transform: SwaggerTransform = ({ schema, url }) => ({
    url,
    schema: {
      ...schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: { ...(uploadFieldsDoc.properties as object), ...file },
      },
    },
  });
  return transform;
}

/** Spec §7 uploads (multipart); success answers the envelope plus `status: 1`. */
export async function registerMformUploadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  // Encapsulated: multipart parsing exists only on these three routes, with tight limits.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_MAX_BYTES,
        files: 1,
        fields: UPLOAD_MAX_FILES + 4,
        fieldSize: FIELD_LIMIT,
        parts: UPLOAD_MAX_FILES + 5,
      },
    });
    const route = (url: string, purpose: UploadPurpose) =>
      scope.post(
        url,
        {
          bodyLimit: UPLOAD_MAX_FILES * FIELD_LIMIT + 65_536,
          schema: { summary: `Upload (${purpose})`, tags: ['mform'] },
          // The multipart body is read by the handler, not validated by the route schema; it is
          // described for the API document only (and so for the tests generated from it).
          config: { swaggerTransform: documentMultipartBody(purpose) },
        },
        async (request, reply) => {
          const actor = await resolveFormActor(ctx, request);
          // Before a byte of the body is read or decoded: images are costly to check, so only
          // a signed-in client, staff member or fill link gets that far.
          if (actor.kind === 'anonymous') throw new AppError('unauthenticated');
          const received = await receive(request);
          const fields = parseInput(uploadFields, received.fields);
          const attachment = await attachmentOf(ctx, request, purpose, fields);
          if (!attachment && actor.kind === 'staff') await checkStaffTarget(ctx, request, fields);
          const thumbnail = attachment !== undefined;
          let files: CleanFile[];
          if (purpose === 'medicalform_pdf') {
            if (!received.pdf)
              throw new AppError('validation', [{ path: 'file', message: 'forms.uploadMissing' }]);
            files = [await checkPdf(received.pdf, 'file')];
          } else {
            if (received.images.length === 0)
              throw new AppError('validation', [
                { path: 'base64_img', message: 'forms.uploadMissing' },
              ]);
            const payloads = received.images.map((value, i) => {
              const bytes = decodeBase64Payload(value);
              if (!bytes)
                throw new AppError('validation', [
                  { path: `base64_img.${i}`, message: 'forms.uploadTypeInvalid' },
                ]);
              return bytes;
            });
            files = await Promise.all(
              payloads.map((bytes, i) =>
                cleanImageOffThread(bytes, `base64_img.${i}`, { thumbnail }),
              ),
            );
          }
          const data = await storeUploads(ctx, request, actor, {
            purpose,
            files,
            submissionId: fields.submission_id,
            clientId: attachment?.clientId ?? fields.client_id,
            attachment,
          });
          return reply.send({ ...ok(data), status: 1 });
        },
      );
    route('/api/mform/upload_medicalform_image', 'medicalform_image');
    route('/api/mform/upload_reconsentform_image', 'reconsentform_image');
    route('/api/mform/upload_medicalform_pdf', 'medicalform_pdf');
  });
}
