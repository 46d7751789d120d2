import type { FastifyInstance } from 'fastify';
import { firstAdminBody, type SetupStatusDto } from '../../shared/api/auth';
import { hasActiveAdmin } from '../auth/setup-tokens';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { createFirstAdmin } from '../services/first-admin';

/** First start: the web /setup page creates the first admin with the printed one-time link. */
export function registerSetupRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/setup/status',
    access: 'public',
    summary: 'Whether the first admin still has to be created',
    tags: ['setup'],
    handler: async (): Promise<SetupStatusDto> => ({
      needsFirstAdmin: !(await hasActiveAdmin(ctx.db)),
    }),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/setup/first-admin',
    access: 'public',
    summary: 'Create the first admin with the one-time setup token; signs in',
    tags: ['setup'],
    body: firstAdminBody,
    handler: ({ body, request, reply }) => createFirstAdmin(ctx, request, reply, body),
  });
}
