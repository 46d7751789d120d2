import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test-support/test-db';
import { testConfig } from '../test-support/test-app';
import type { FastifyInstance } from 'fastify';
import { lastCodeSentTo, seedStaff } from '../test-support/accounts';

let database: Database;
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedStaff(database.db, { email: 'outbox@clinic.test' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // Everything the app logs, at the most verbose level, is captured.
  app = await buildApp({
    config: testConfig({ env: 'development' }),
    db: database.db,
    logger: { level: 'trace', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const send = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/code/send', payload: { channel: 'email', email } });

describe('developer outbox', () => {
  it('lists undelivered messages newest first, limited', async () => {
    await send('outbox@clinic.test');
    await send('stranger@else.test');
    const response = await app.inject({ url: '/api/dev/outbox?limit=1' });
    const { messages } = response.json().data;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      destination: 'stranger@else.test',
      subject: 'Clinic Intake: No account yet',
    });
    const all = (await app.inject({ url: '/api/dev/outbox' })).json().data.messages;
    expect(all.map((m: { destination: string }) => m.destination)).toEqual([
      'stranger@else.test',
      'outbox@clinic.test',
    ]);
  });

  it('never logs the code or the address', async () => {
    await send('outbox@clinic.test');
    const code = await lastCodeSentTo(database.db, 'outbox@clinic.test');
    const logs = logLines.join('');
    expect(logs).toContain('message written to the outbox table');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('outbox@clinic.test');
  });

  it('does not exist in production', async () => {
    const production = await buildApp({
      config: testConfig({ env: 'production' }),
      db: database.db,
      logger: false,
    });
    const response = await production.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});

describe('country list', () => {
  it('serves ISO codes with calling codes for the phone selector', async () => {
    const response = await app.inject({ url: '/api/common/user_country' });
    const { countries } = response.json().data;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ code: 'GB', dial: '+44' });
    expect(countries).toContainEqual({ code: 'CN', dial: '+86' });
  });
});
