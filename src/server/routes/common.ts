import type { FastifyInstance } from 'fastify';
import { listCountries } from '../auth/phone';
import { apiRoute } from '../http/route';

/** Public lookups the sign-in and registration screens need. */
export function registerCommonRoutes(app: FastifyInstance): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/common/user_country',
    access: 'public',
    summary: 'Countries and their calling codes, for the phone number selector',
    tags: ['common'],
    handler: async () => ({ countries: listCountries() }),
  });
}
