import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../shared/api/auth';
import { getTemplate, type Answers } from '../../shared/forms';
import type { Language } from '../../shared/languages';
import { validAnswers } from '../../shared/forms/test-support';
import type { Db } from '../db/client';
import { staffStores } from '../db/schema';
import { passwordLogin, seedStaff, signedIn, type SignedIn } from './accounts';
import { PNG_BASE64, validSubmitBody } from './forms';
import { seedClientWithAppointment } from './verification';

/** Test helpers for the visits API. */

/** Makes a member of staff work at a store (what the admin's staff-stores screen writes). */
export async function giveStore(db: Db, staffId: string, storeCode: string): Promise<void> {
  await db.insert(staffStores).values({ staffId, storeCode }).onConflictDoNothing();
}

export interface StaffMember {
  id: string;
  name: string;
  auth: SignedIn;
}

/** A signed-in member of staff of `role`, working at `stores`. */
export async function staffAt(
  app: FastifyInstance,
  db: Db,
  role: StaffRole,
  stores: string[] = ['london'],
): Promise<StaffMember> {
  const email = `${role}.${randomBytes(4).toString('hex')}@clinic.test`;
  const name = `${role[0]!.toUpperCase()}${role.slice(1)} ${randomBytes(2).toString('hex')}`;
  const row = await seedStaff(db, { email, role, name });
  for (const store of stores) await giveStore(db, row.id, store);
  return { id: row.id, name, auth: signedIn(await passwordLogin(app, email, 'clinic-pass-42')) };
}

/**
 * A client with an appointment at `store` whose questionnaire (mfUk unless told) was signed
 * on the clinic tablet: the appointment is at "MF and RF completed" with valid consents. The
 * client raises no safety warning (G6PD normal) unless `answers` says otherwise; signed in
 * English unless `locale` says otherwise.
 */
export async function visitWithQuestionnaire(
  app: FastifyInstance,
  db: Db,
  tablet: SignedIn,
  options: { store?: string; templateId?: string; answers?: Answers; locale?: Language } = {},
) {
  const { client, appointment } = await seedClientWithAppointment(db, {
    store: options.store ?? 'london',
  });
  const body = validSubmitBody(options.templateId ?? 'mfUk', {
    appointment_id: appointment.id,
    store_code: options.store ?? 'london',
    locale: options.locale ?? 'en',
  });
  Object.assign(body.answers, { known_g6pd_deficiency: 'no' }, options.answers ?? {});
  const response = await app.inject({
    method: 'POST',
    url: '/api/forms/submissions',
    headers: tablet.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    client,
    appointment,
    questionnaireId: response.json().data.submission_id as string,
  };
}

/** Readings before the treatment that no safety rule warns about. */
export const NORMAL_VITALS = {
  bp_systolic_before: 122,
  bp_diastolic_before: 78,
  pulse_before: 70,
  sat_o2_before: 98,
};

/**
 * A complete, signed staff section body for a template (the engine's sample answers; normal
 * readings before a treatment, so only what a test asks for raises a safety warning).
 */
export function staffSectionBody(templateId: string, answers: Answers = {}) {
  const template = getTemplate(templateId)!;
  const defaults = template.kind === 'medical' ? NORMAL_VITALS : {};
  const sample = validAnswers(template, { ...defaults, ...answers });
  for (const section of template.sections)
    for (const q of section.questions) if (q.type === 'signature') delete sample[q.id];
  return {
    template_id: template.id,
    version: template.version,
    locale: 'en' as const,
    answers: sample,
    signature: {
      slot: 1 as const,
      png_base64: PNG_BASE64,
      method: 'drawn' as const,
      signer_name: 'Dr Prue Practitioner',
    },
    idempotency_key: randomUUID(),
  };
}

export function visitCall(
  app: FastifyInstance,
  auth: SignedIn | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: auth?.headers ?? {}, ...(payload ? { payload } : {}) });
}
