import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { exportVisitFhir } from '../services/fhir/fhir-export';

const uuid = z
  .string()
  .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));

/**
 * The visit's record as a FHIR R4 Bundle (decision 030). A FHIR client expects the resource
 * itself, so this answers the Bundle as `application/fhir+json`, not the API envelope; errors
 * are the usual envelope.
 */
export function registerFhirRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { appointment_id: string } }>(
    '/api/visits/:appointment_id/fhir',
    {
      schema: {
        summary: "The visit's signed record as a FHIR R4 Bundle (staff of its store)",
        tags: ['visits'],
      },
    },
    async (request, reply) => {
      await app.checkRouteAccess(request, 'session');
      const parsed = uuid.safeParse(request.params.appointment_id);
      if (!parsed.success) throw new AppError('notFound', undefined, 'visits.notFound');
      const bundle = await exportVisitFhir(ctx, request, parsed.data);
      return reply
        .header('content-type', 'application/fhir+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="visit-${parsed.data}.fhir.json"`)
        .send(JSON.stringify(bundle));
    },
  );
}
