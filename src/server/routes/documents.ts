import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import { recordPdfQuery } from '../../shared/api/documents';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/validate';
import { stopDocumentJobs } from '../services/documents/document-jobs';
import {
  downloadByLink,
  downloadClientCopy,
  downloadVisitRecord,
  type Download,
} from '../services/documents/downloads';

const TAGS = ['documents'];
const recordPdfQueryDoc = (({ $schema: _ignored, ...rest }) => rest)(
  z.toJSONSchema(recordPdfQuery, { io: 'input', unrepresentable: 'any' }),
);
const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const token = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/));

function param(schema: typeof uuid, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('notFound');
  return parsed.data;
}

/** The stored bytes exactly as stored; never cached; a file name without PHI. */
function sendPdf(reply: FastifyReply, { pdf, filename }: Download): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-content-sha256', pdf.sha256)
    .send(Buffer.from(pdf.bytes));
}

/**
 * Signed record PDFs (decision 014): staff download a visit's full record, a client their own
 * copy (session or fill grant, or the signed link of the confirmation message). The services
 * check who may and audit every outcome.
 */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onClose', () => stopDocumentJobs(ctx));
  const schema = (summary: string) => ({ schema: { summary, tags: TAGS } });

  app.get<{ Params: { appointment_id: string } }>(
    '/api/visits/:appointment_id/record.pdf',
    {
      schema: {
        summary:
          "The visit's signed record as a PDF (staff of its store): `copy=clinic` (the default) " +
          "the full record in the store's language; `copy=client` the client's copy of the " +
          'newest questionnaire, in the language they signed in',
        tags: TAGS,
        querystring: recordPdfQueryDoc,
      },
    },
    async (request, reply) => {
      // Who may ask comes before what is asked: no session is a 401 whatever the id.
      await app.checkRouteAccess(request, 'session');
      const appointmentId = param(uuid, request.params.appointment_id);
      const { copy = 'clinic' } = parseInput(recordPdfQuery, request.query);
      return sendPdf(reply, await downloadVisitRecord(ctx, request, appointmentId, copy));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/forms/submissions/:id/pdf',
    schema("The client's own signed form as a PDF"),
    async (request, reply) => {
      await app.checkRouteAccess(request, 'form-actor');
      const submissionId = param(uuid, request.params.id);
      return sendPdf(reply, await downloadClientCopy(ctx, request, submissionId));
    },
  );

  // The token goes in the query string: it is longer than a path parameter may be, and query
  // strings are never logged.
  app.get<{ Querystring: { token?: string } }>(
    '/api/documents/download',
    schema("The client's signed form through the link in the confirmation message"),
    async (request, reply) =>
      sendPdf(reply, await downloadByLink(ctx, request, param(token, request.query.token))),
  );
}
