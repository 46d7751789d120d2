import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';
import { staffAt, visitCall, type StaffMember } from '../test-support/visits';

// "Who accessed my data" is the client's: in her language, its times on her clinic's clock and
// in its country's order (decision 043), whatever the admin's own screen is in.
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
let t: TestContext;
let admin: StaffMember;
let adminOnFrenchScreen: StaffMember['auth'];
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  admin = await staffAt(t.app, t.database.db, 'admin', ['london', 'xwP5X']);
  adminOnFrenchScreen = {
    ...admin.auth,
    headers: { ...admin.auth.headers, cookie: `${admin.auth.headers.cookie}; lang=fr` },
  };
});
afterAll(() => t.close());

/** A client of `store` whose record the admin has opened once (09:00 UTC), in `language`. */
async function clientOf(store: string, language: string | null) {
  const { client } = await seedClientWithAppointment(t.database.db, { store });
  await t.database.db
    .update(clients)
    .set({ preferredLanguage: language })
    .where(eq(clients.id, client.id));
  const viewed = await visitCall(t.app, admin.auth, 'GET', `/api/clients/${client.id}`);
  expect(viewed.statusCode, viewed.body).toBe(200);
  return client;
}

async function reportText(clientId: string, query = '') {
  const url = `/api/admin/clients/${clientId}/access-report.pdf${query}`;
  const response = await visitCall(t.app, adminOnFrenchScreen, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return execFileSync('pdftotext', ['-', '-'], { input: response.rawPayload }).toString();
}

describe("the access report follows the client's language and her clinic's clock", () => {
  it('is in her preferred language, not the admin’s, unless another is asked for', async () => {
    const client = await clientOf('london', 'de');
    const german = await reportText(client.id);
    expect(german).toContain('Wer auf Ihre personenbezogenen Daten zugegriffen hat');
    expect(german).toContain('Europe/London');
    // London's clock in January is UTC+0; in German order, day first, 24 hours.
    expect(german).toContain('01.01.2030, 09:00');
    const english = await reportText(client.id, '?language=en');
    expect(english).toContain('Who accessed your personal data');
    expect(english).toContain('01/01/2030, 09:00');
  });

  it("writes New York's times on New York's clock, month first", async () => {
    const client = await clientOf('xwP5X', 'en');
    const text = await reportText(client.id);
    expect(text).toContain('America/New_York');
    // 09:00 UTC is 04:00 in New York in January.
    expect(text).toMatch(/01\/01\/2030, 4:00\sAM/);
    expect(text).not.toContain('09:00');
  });

  it('without a language of hers, is in her clinic’s', async () => {
    const client = await clientOf('london', null);
    expect(await reportText(client.id)).toContain('Who accessed your personal data');
  });
});
