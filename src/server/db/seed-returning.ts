import { randomUUID } from 'node:crypto';
import { getTemplate } from '../../shared/forms';
import { PNG } from '../../shared/forms/test-support';
import { documentBrand } from '../../shared/legal-documents';
import { validAnswers } from '../../shared/forms/test-support';
import { newAppointmentNumber } from '../services/booking/book';
import { grantConsents, grantsPrivacy } from '../services/forms/consents';
import { prepareSubmission } from '../services/forms/submission-input';
import { insertSubmission } from '../services/forms/submission-insert';
import type { Db } from './client';
import { appointments, clients } from './schema';
import { runOnce } from './seed';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TEMPLATE = 'mf_uk_20240926';

/**
 * Returning demo clients, each with an appointment at the London clinic and a full medical form
 * signed at an earlier visit: 7 months before (the re-consent form is due), 3 months before
 * (only "nothing has changed" is asked) and 13 months before (the full form again); one signed
 * in Arabic, and one 2 months before (a change in medical history recorded at the desk). What a
 * clinic trying the product sees on its second day, and what the end-to-end tests of re-consent
 * start from.
 */
export const RETURNING_CLIENTS = [
  { first: 'Rosa', email: 'rosa.returning@example.com', daysBefore: 213, locale: 'en' },
  { first: 'Theo', email: 'theo.returning@example.com', daysBefore: 92, locale: 'en' },
  { first: 'Ines', email: 'ines.returning@example.com', daysBefore: 396, locale: 'en' },
  { first: 'Layla', email: 'layla.returning@example.com', daysBefore: 213, locale: 'ar' },
  { first: 'Mara', email: 'mara.returning@example.com', daysBefore: 61, locale: 'en' },
] as const;

export async function seedReturningClients(db: Db, now: Date): Promise<boolean> {
  return runOnce(db, 'demo-returning-v1', async (tx) => {
    const template = getTemplate(TEMPLATE)!;
    // Appointments from the fourth day on, one a day at the same hour: never in the past and
    // clear of the first demo clients' slots.
    const firstAt = (Math.floor(now.getTime() / HOUR) + 1) * HOUR + 3 * DAY;
    for (const [i, person] of RETURNING_CLIENTS.entries()) {
      const [client] = await tx
        .insert(clients)
        .values({
          firstName: person.first,
          lastName: 'Returning',
          email: person.email,
          mobile: `+4477009002${String(i).padStart(2, '0')}`,
          gender: 'female',
          dateOfBirth: '1984-04-12',
          emailVerifiedAt: now,
          mobileVerifiedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: clients.id });
      if (!client) continue;
      const startsAt = new Date(firstAt + i * DAY);
      const earlier = new Date(startsAt.getTime() - person.daysBefore * DAY);
      const [past] = await tx
        .insert(appointments)
        .values([visit(client.id, earlier, 'completed'), visit(client.id, startsAt, 'not_started')])
        .returning({ id: appointments.id });
      const answers = validAnswers(template, {
        first_name: person.first,
        last_name: 'Returning',
        gender: 'female',
        date_of_birth: '1984-04-12',
        // A healthy regular: nothing to flag until something changes.
        height: 168,
        weight: 64,
        known_g6pd_deficiency: 'no',
        pregnant: 'no',
        breastfeeding: 'no',
      });
      const slots = template.sections
        .flatMap((s) => s.questions)
        .flatMap((q) => (q.type === 'signature' ? [q] : []));
      for (const q of slots) delete answers[q.id];
      const prepared = prepareSubmission(
        {
          template_id: template.id,
          version: template.version,
          store_code: 'london',
          locale: person.locale,
          answers,
          signatures: slots.map((q) => ({
            slot: q.slot,
            png_base64: PNG.slice('data:image/png;base64,'.length),
            method: 'typed' as const,
            signer_name: `${person.first} Returning`,
          })),
          idempotency_key: randomUUID(),
        },
        earlier.toISOString().slice(0, 10),
      );
      const id = randomUUID();
      await insertSubmission(tx, {
        id,
        prepared,
        clientId: client.id,
        appointmentId: past!.id,
        storeCode: 'london',
        locale: person.locale,
        idempotencyKey: randomUUID(),
        now: earlier,
        ip: '127.0.0.1',
        userAgent: 'demo data',
        audit: { actorType: 'system', actorId: null, data: { demo: true } },
        // They agreed to the brand's terms and privacy policy then (the versions seeded now).
        documents: {
          brand: documentBrand('london', template.brand),
          language: person.locale,
          termsVersion: null,
          privacyVersion: null,
        },
      });
      await grantConsents(tx, {
        clientId: client.id,
        submissionId: id,
        signedAt: earlier,
        serviceDate: earlier,
        privacy: grantsPrivacy(template.id, template.version),
      });
    }
  });
}

function visit(clientId: string, startsAt: Date, state: string) {
  return {
    number: newAppointmentNumber(),
    clientId,
    storeCode: 'london',
    service: 'iv_drip',
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
    bookedVia: 'staff' as const,
    state,
    ...(state === 'completed' ? { completedAt: new Date(startsAt.getTime() + HOUR) } : {}),
  };
}
