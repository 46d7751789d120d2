import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * OpenAPI document built from the routes' shared schemas, browsable at /api/docs. Its page needs
 * a looser CSP than the product (swagger-ui's own scripts and styles); in production it is for
 * staff only (`guard`), so that page never opens to the public and the map of every staff
 * endpoint is not handed to anyone who asks.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  guard?: (request: FastifyRequest) => Promise<unknown>,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Clinic Intake API',
        description:
          'Every answer is `{code, message, data}`; `code` 0 is success, any other code is a stable error code and `message` a translation key.',
        version: '1',
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(guard
      ? { uiHooks: { onRequest: async (request: FastifyRequest) => void (await guard(request)) } }
      : {}),
  });
}
