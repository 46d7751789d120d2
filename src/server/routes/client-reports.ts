import type { FastifyInstance } from 'fastify';
import { clientReportBody } from '../../shared/api/client-reports';
import { apiRoute } from '../http/route';

/** `POST /api/client-reports`: a browser reports that a page failed to load or render. */
export function registerClientReportRoutes(app: FastifyInstance): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/client-reports',
    access: 'public',
    summary: 'Report a page that failed to load in the browser',
    tags: ['operations'],
    body: clientReportBody,
    handler: async ({ body, request }) => {
      const path = body.path.split('?')[0];
      request.log.warn({ kind: body.kind, path, language: body.language }, 'client report');
      return null;
    },
  });
}
