import type { FastifyInstance } from 'fastify';
import { SUBMIT_BODY_LIMIT } from '../services/forms/submit';
import {
  addendumBody,
  addendumParams,
  clearanceBody,
  treatmentBody,
  treatmentDraftBody,
  visitParams,
} from '../../shared/api/visits';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { addAddendum } from '../services/visits/addenda';
import { submitClearance } from '../services/visits/clearance';
import { readVisitRecord } from '../services/visits/record-read';
import { submitTreatment } from '../services/visits/treatment';
import { saveTreatmentDraft } from '../services/visits/treatment-draft';

const TAGS = ['visits'];

/**
 * The record of one visit and the staff sections. Contract: shared/api/visits.ts.
 * Each service checks the caller's role and store itself, and audits every outcome.
 */
export function registerVisitRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/visits/:appointment_id',
    summary: "One visit's record: questionnaires, the practitioner's and nurse's records (staff)",
    tags: TAGS,
    params: visitParams,
    handler: ({ params, request }) => readVisitRecord(ctx, request, params.appointment_id),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/visits/:appointment_id/clearance',
    summary: "The practitioner's signed review: cleared for treatment or not (with a reason)",
    tags: TAGS,
    params: visitParams,
    body: clearanceBody,
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: ({ params, body, request }) =>
      submitClearance(ctx, request, params.appointment_id, body),
  });

  apiRoute(app, {
    method: 'PUT',
    url: '/api/visits/:appointment_id/treatment/draft',
    summary: "Save the nurse's treatment record so far (after clearance)",
    tags: TAGS,
    params: visitParams,
    body: treatmentDraftBody,
    handler: ({ params, body, request }) =>
      saveTreatmentDraft(ctx, request, params.appointment_id, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/visits/:appointment_id/treatment',
    summary: "The nurse's signed treatment record; the appointment becomes completed",
    tags: TAGS,
    params: visitParams,
    body: treatmentBody,
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: ({ params, body, request }) =>
      submitTreatment(ctx, request, params.appointment_id, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/visits/records/:submission_id/addenda',
    summary: 'A correction to a signed record (who, when, why); the record never changes',
    tags: TAGS,
    params: addendumParams,
    body: addendumBody,
    handler: ({ params, body, request }) => addAddendum(ctx, request, params.submission_id, body),
  });
}
