import type { FastifyInstance } from 'fastify';
import {
  draftLoadQuery,
  draftSaveBody,
  submissionListQuery,
  submissionParams,
  submitBody,
} from '../../shared/api/forms';
import { knownDetailsQuery } from '../../shared/api/known-details';
import { reconsentQuery } from '../../shared/api/reconsent';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { resolveFormActor } from '../services/forms/actor';
import { loadDraft, saveDraft } from '../services/forms/drafts';
import { knownDetails } from '../services/forms/known-details';
import { startReconsent } from '../services/forms/reconsent-start';
import { getSubmission, listSubmissions } from '../services/forms/submissions-read';
import { SUBMIT_BODY_LIMIT, submitForm } from '../services/forms/submit';
import { registerMformRoutes } from './mform';
import { registerMformUploadRoutes } from './mform-uploads';

/** Questionnaire drafts, submissions and their reading (issue 5). Contract: shared/api/forms.ts. */
export async function registerFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  apiRoute(app, {
    method: 'PUT',
    url: '/api/forms/drafts',
    access: 'public',
    summary: 'Save the caller’s questionnaire draft (partial answers)',
    tags: ['forms'],
    body: draftSaveBody,
    handler: async ({ body, request }) =>
      saveDraft(ctx, request, await resolveFormActor(ctx, request), body),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/forms/drafts',
    access: 'public',
    summary: 'Load the caller’s questionnaire draft (by draft token or session)',
    tags: ['forms'],
    query: draftLoadQuery,
    handler: async ({ query, request }) =>
      loadDraft(ctx, request, await resolveFormActor(ctx, request), query),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/forms/submissions',
    access: 'public',
    summary: 'Submit a signed questionnaire (idempotent by idempotency_key)',
    tags: ['forms'],
    body: submitBody,
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: async ({ body, request }) =>
      submitForm(ctx, request, await resolveFormActor(ctx, request), body),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/forms/submissions',
    access: 'form-actor',
    summary: 'A client’s submissions with screening flags (staff, or the client)',
    tags: ['forms'],
    query: submissionListQuery,
    handler: async ({ query, request }) =>
      listSubmissions(ctx, request, await resolveFormActor(ctx, request), query.client_id),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/forms/submissions/:submission_id',
    access: 'form-actor',
    summary: 'One submission with answers (staff, or the client who owns it)',
    tags: ['forms'],
    params: submissionParams,
    handler: async ({ params, request }) =>
      getSubmission(ctx, request, await resolveFormActor(ctx, request), params.submission_id),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/forms/reconsent',
    // Public: `/rf` opened without a session or link asks this on its first load, and is
    // answered "sign in required" (startReconsent) instead of a 401 logged in its console.
    access: 'public',
    summary:
      'What the re-consent pages open with: the right to fill, the form due, the last answers',
    tags: ['forms'],
    query: reconsentQuery,
    handler: async ({ query, request }) =>
      startReconsent(ctx, request, await resolveFormActor(ctx, request), query),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/forms/known-details',
    // Public: a form link opened without a session asks this on its first load; an anonymous
    // caller gets an empty answer (nothing known) instead of a 401 logged in its console.
    access: 'public',
    summary: 'The client’s name, gender and date of birth, for the full form to open with',
    tags: ['forms'],
    query: knownDetailsQuery,
    handler: async ({ query, request }) =>
      knownDetails(ctx, request, await resolveFormActor(ctx, request), query),
  });

  registerMformRoutes(app, ctx);
  await registerMformUploadRoutes(app, ctx);
}
