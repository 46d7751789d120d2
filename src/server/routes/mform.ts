import type { FastifyInstance } from 'fastify';
import {
  briefFormBody,
  checkFormRightBody,
  formInfoBody,
  setupMedicalFormBody,
} from '../../shared/api/forms';
import { getTemplate } from '../../shared/forms';
import type { AppContext } from '../context';
import { requireStaff } from '../auth/guard';
import { apiRoute } from '../http/route';
import { resolveFormActor } from '../services/forms/actor';
import { checkFormRight } from '../services/forms/form-right';
import { formInfo } from '../services/forms/form-info';
import { setupMedicalForm } from '../services/forms/form-setup';
import { SUBMIT_BODY_LIMIT, submitForm } from '../services/forms/submit';

/** The spec §7 named questionnaire calls (POST, JSON or form-encoded). */
export function registerMformRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Four names for one call: the spec's front ends use each of them.
  for (const url of [
    '/api/mform/setup_medical_form',
    '/api/mform/setup_medical_form_v2',
    '/api/mform/setup_first_medical_form',
    '/api/admin/setup_medical_form_v2',
  ] as const) {
    apiRoute(app, {
      method: 'POST',
      url,
      access: 'staff',
      summary: 'Staff: prepare a questionnaire for a client and appointment',
      tags: ['mform'],
      body: setupMedicalFormBody,
      handler: async ({ body, request }) => {
        const session = await requireStaff(ctx, request);
        return setupMedicalForm(ctx, request, session.user.id, body);
      },
    });
  }

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/add_brief_medical_form',
    access: 'public',
    summary: 'Submit the brief medical form (/simpleMf)',
    tags: ['mform'],
    body: briefFormBody,
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: async ({ body, request }) => {
      const templateId = body.template_id ?? 'simpleMf';
      const version = body.version ?? getTemplate(templateId)?.version ?? '';
      const actor = await resolveFormActor(ctx, request);
      return submitForm(ctx, request, actor, { ...body, template_id: templateId, version });
    },
  });

  for (const [url, form] of [
    ['/api/mform/get_form_info', undefined],
    ['/api/mform/get_form_info_form_new', 'new'],
  ] as const) {
    apiRoute(app, {
      method: 'POST',
      url,
      access: 'public',
      summary: 'Form info for a store/version: template, brand and the caller’s draft status',
      tags: ['mform'],
      body: formInfoBody,
      handler: async ({ body, request }) =>
        formInfo(
          ctx,
          request,
          await resolveFormActor(ctx, request),
          body,
          form ?? body.form ?? 'mf',
        ),
    });
  }

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/check_form_right',
    access: 'public',
    summary: 'May the caller fill this form now, and if not why',
    tags: ['mform'],
    body: checkFormRightBody,
    handler: async ({ body, request }) =>
      checkFormRight(ctx, request, await resolveFormActor(ctx, request), body),
  });
}
