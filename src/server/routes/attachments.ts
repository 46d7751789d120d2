import type { FastifyInstance } from 'fastify';
import { attachmentListParams, attachmentParams } from '../../shared/api/attachments';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { parseInput } from '../http/validate';
import { listAttachments, readAttachment } from '../services/visits/attachments';

const TAGS = ['visits'];

/**
 * A visit's attachments (contract: shared/api/attachments.ts); the uploads themselves go
 * through the spec's upload calls (mform-uploads.ts). Staff only, checked before any input is
 * read; the service checks the store and audits every outcome.
 */
export function registerAttachmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/visits/:appointment_id/attachments',
    summary: "A visit's attached photos and scans, newest first (staff of its store)",
    tags: TAGS,
    access: 'staff',
    params: attachmentListParams,
    handler: ({ params, request }) => listAttachments(ctx, request, params.appointment_id),
  });

  for (const part of ['file', 'thumbnail'] as const) {
    app.get(
      `/api/visits/:appointment_id/attachments/:upload_id/${part}`,
      {
        schema: {
          summary:
            part === 'file'
              ? 'One attachment as stored (staff of its store)'
              : "One attached image's JPEG preview (staff of its store)",
          tags: TAGS,
        },
        onRequest: (request) => app.checkRouteAccess(request, 'staff'),
      },
      async (request, reply) => {
        const params = parseInput(attachmentParams, request.params);
        const file = await readAttachment(
          ctx,
          request,
          { appointmentId: params.appointment_id, uploadId: params.upload_id },
          part,
        );
        // Opened in the browser's viewer; the stored bytes are re-encoded images or PDFs
        // checked for active content, and the type is never sniffed. Health data: no cache.
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes);
      },
    );
  }
}
