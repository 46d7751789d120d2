import type { FastifyInstance } from 'fastify';
import { gpLetterBody } from '../../shared/api/gp-letter';
import { visitParams } from '../../shared/api/visits';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { readGpLetterInfo } from '../services/gp-letter/gp-letter-info';
import { sendGpLetter } from '../services/gp-letter/gp-letter-send';

const TAGS = ['visits'];

/** The GP letter of a visit (decision 030). Contract: shared/api/gp-letter.ts. */
export function registerGpLetterRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/visits/:appointment_id/gp-letter',
    summary: 'Whether the GP may be written to, and the GP on file (staff of the store)',
    tags: TAGS,
    params: visitParams,
    handler: ({ params, request }) => readGpLetterInfo(ctx, request, params.appointment_id),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/visits/:appointment_id/gp-letter',
    summary: 'Mail the GP the signed record (PDF) and its FHIR Bundle (practitioners)',
    tags: TAGS,
    params: visitParams,
    body: gpLetterBody,
    handler: ({ params, body, request }) => sendGpLetter(ctx, request, params.appointment_id, body),
  });
}
