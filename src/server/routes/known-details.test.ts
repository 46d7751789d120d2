import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { seedSignedInClient } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { seedClientWithAppointment } from '../test-support/verification';
import { staffAt } from '../test-support/visits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const read = (headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ url: `/api/forms/known-details${query}`, headers });

describe('GET /api/forms/known-details', () => {
  it('gives a signed-in client their own name, gender and date of birth, audited', async () => {
    const client = await seedSignedInClient(ctx.app, ctx.database.db, 'known@example.test');
    await ctx.database.db
      .update(clients)
      .set({ gender: 'female', dateOfBirth: '1988-02-29' })
      .where(eq(clients.id, client.id));
    const response = await read(client.auth.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      first_name: 'Test',
      last_name: 'Client',
      gender: 'female',
      date_of_birth: '1988-02-29',
    });
    expect(await auditActions(ctx.database.db, 'forms.known_details.read')).toContainEqual(
      expect.objectContaining({ entityId: client.id }),
    );
  });

  it('answers an anonymous caller with nothing known, and leaves out what the client never gave', async () => {
    const anonymous = await read();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toEqual({});
    const { appointment } = await seedClientWithAppointment(ctx.database.db);
    const guessed = await read({}, `?appointment_id=${appointment.id}`);
    expect(guessed.statusCode).toBe(200);
    expect(guessed.json().data).toEqual({});
    const client = await seedSignedInClient(ctx.app, ctx.database.db, 'partial@example.test');
    expect((await read(client.auth.headers)).json().data).toEqual({
      first_name: 'Test',
      last_name: 'Client',
    });
  });

  it('answers staff for an appointment at their store, and refuses another store', async () => {
    const { client, appointment } = await seedClientWithAppointment(ctx.database.db);
    const nurse = await staffAt(ctx.app, ctx.database.db, 'nurse');
    const query = `?appointment_id=${appointment.id}`;
    expect((await read(nurse.auth.headers, query)).json().data).toMatchObject({
      first_name: client.firstName,
      last_name: client.lastName,
    });
    const elsewhere = await staffAt(ctx.app, ctx.database.db, 'nurse', ['capetown']);
    const refused = await read(elsewhere.auth.headers, query);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('visits.storeNotYours');
  });
});
