import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDueOf } from '../services/forms/form-due-of';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { appointments, clients, formSubmissions } from './schema';
import { RETURNING_CLIENTS, seedReturningClients } from './seed-returning';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('returning demo clients', () => {
  it('each stands at the window they are named for, once', async () => {
    const now = new Date();
    expect(await seedReturningClients(ctx.database.db, now)).toBe(true);
    expect(await seedReturningClients(ctx.database.db, now)).toBe(false);
    const expected = ['rf', 'confirm', 'mf', 'rf', 'confirm'];
    for (const [i, person] of RETURNING_CLIENTS.entries()) {
      const [client] = await ctx.database.db
        .select()
        .from(clients)
        .where(eq(clients.email, person.email));
      const [next] = await ctx.database.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.clientId, client!.id), eq(appointments.state, 'not_started')));
      const due = await formDueOf(ctx.database.db, client!.id, next!.startsAt, 'london');
      expect(due.form, person.first).toBe(expected[i]);
      const [record] = await ctx.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.clientId, client!.id));
      expect(record).toMatchObject({ kind: 'mf', status: 'submitted', locale: person.locale });
      // A healthy regular: the changes a demo shows raise the only flags.
      expect(record!.flags).toEqual([]);
    }
  });
});
