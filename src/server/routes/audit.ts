import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { LANGUAGES } from '../../shared/languages';
import { accessReportParams, auditFilterQuery, auditListQuery } from '../../shared/api/audit';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { parseInput } from '../http/validate';
import { accessReportPdf } from '../services/audit-view/access-report';
import { exportAuditCsv } from '../services/audit-view/audit-csv';
import { listAudit } from '../services/audit-view/audit-list';

const reportQuery = z.object({ language: z.optional(z.enum(LANGUAGES)) });

/**
 * The audit log's admin view (decision 029): the filtered list a page at a time, the same list
 * as CSV, and a client's "who accessed my data" report as a PDF. Admins only; every read of the
 * log is itself audited by the services.
 */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/audit',
    access: 'staff',
    summary: 'Admin: audit events filtered by client, staff member, action and dates, newest first',
    tags: ['admin'],
    query: auditListQuery,
    handler: async ({ query, request }) =>
      listAudit(ctx, request, await requireStaff(ctx, request, 'admin'), query),
  });

  app.get(
    '/api/admin/audit.csv',
    { schema: { summary: 'Admin: the filtered audit list as CSV', tags: ['admin'] } },
    async (request, reply) => {
      await app.checkRouteAccess(request, 'staff');
      const session = await requireStaff(ctx, request, 'admin');
      const filter = parseInput(auditFilterQuery, request.query);
      const { csv } = await exportAuditCsv(ctx, request, session, filter);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-events.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/api/admin/clients/:client_id/access-report.pdf',
    {
      schema: {
        summary: "Admin: who accessed this client's data (GDPR art. 15), a PDF in their language",
        tags: ['admin'],
      },
    },
    async (request, reply) => {
      await app.checkRouteAccess(request, 'staff');
      const session = await requireStaff(ctx, request, 'admin');
      const { client_id } = parseInput(accessReportParams, request.params);
      const { language } = parseInput(reportQuery, request.query);
      const report = await accessReportPdf(ctx, request, session, client_id, language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(report.bytes));
    },
  );
}
