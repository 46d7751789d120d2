import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SubmitBody } from '../../shared/api/forms';
import { getTemplate, type Answers, type Template } from '../../shared/forms';
import { PNG, validAnswers } from '../../shared/forms/test-support';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { appointments, clients } from '../db/schema';
import { passwordLogin, signedIn, type SignedIn } from './accounts';

/** Test helpers for the questionnaire API (issue 5). */

export const PNG_BASE64 = PNG.slice('data:image/png;base64,'.length);

/** A client with a password, signed in; returns the client id and cookie headers. */
export async function seedSignedInClient(
  app: FastifyInstance,
  db: Db,
  email: string,
): Promise<{ id: string; auth: SignedIn }> {
  const [row] = await db
    .insert(clients)
    .values({
      firstName: 'Test',
      lastName: 'Client',
      email,
      passwordHash: await hashPassword('client-pass-42'),
    })
    .returning({ id: clients.id });
  return { id: row!.id, auth: signedIn(await passwordLogin(app, email, 'client-pass-42')) };
}

let slot = 0;
/** An appointment for a client at a distinct start time (the slot index is unique per store). */
export async function seedAppointment(
  db: Db,
  clientId: string,
  state = 'not_started',
  storeCode = 'london',
): Promise<string> {
  slot += 1;
  const startsAt = new Date(Date.UTC(2030, 0, 1, 9) + slot * 3_600_000);
  const [row] = await db
    .insert(appointments)
    .values({
      number: `T${Date.now()}${slot}`,
      clientId,
      storeCode,
      service: 'iv',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      bookedVia: 'online',
      state,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

function signatureSlots(template: Template): number[] {
  return template.sections.flatMap((s) =>
    s.questions.flatMap((q) => (q.type === 'signature' ? [q.slot] : [])),
  );
}

/** A complete valid submission body for a template (answers from the engine's test helper). */
export function validSubmitBody(
  templateId: string,
  overrides: Partial<SubmitBody> & { answers?: Answers } = {},
): SubmitBody {
  const template = getTemplate(templateId)!;
  const answers = validAnswers(template);
  const slots = signatureSlots(template);
  return {
    template_id: template.id,
    version: template.version,
    store_code: 'london',
    locale: 'en',
    answers,
    signatures: slots.map((n) => ({
      slot: n as 1 | 2 | 3,
      png_base64: PNG_BASE64,
      method: 'drawn' as const,
      signer_name: "Siân O'Brien-Lee",
      strokes: [
        { x: 1, y: 1 },
        { x: 2, y: 3 },
        { x: -1, y: -1 },
      ],
    })),
    idempotency_key: randomUUID(),
    ...overrides,
  };
}
