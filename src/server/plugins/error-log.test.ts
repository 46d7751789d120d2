import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { getTemplate } from '../../shared/forms';
import { NAME_PATTERN } from '../../shared/forms/builders';
import { buildApp } from '../app';
import { sha256Hex } from '../auth/tokens';
import type { Database } from '../db/client';
import { staff } from '../db/schema';
import { seedCatalogue } from '../db/seed';
import { passwordLogin, seedStaff, signedIn, type SignedIn } from '../test-support/accounts';
import { validSubmitBody } from '../test-support/forms';
import { testConfig } from '../test-support/test-app';
import { createTestDatabase } from '../test-support/test-db';

/**
 * A failed query must not put its parameters in the log. Each case makes a real
 * statement fail in this file's own database (a trigger that raises, or a renamed column)
 * while it carries personal data, then the whole captured log is searched for that data.
 */

const log: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let database: Database;
let app: FastifyInstance;
let admin: SignedIn;

const PERSON = {
  name: 'Zelda Quintrell',
  dateOfBirth: '1961-07-23',
  email: 'zelda.quintrell@example.test',
  history: 'Takes warfarin 5 mg daily since a pulmonary embolism',
  signer: 'Zelda Q. Signer',
};
const NEW_STAFF = { name: 'Hester Vantongeren', email: 'hester.vantongeren@example.test' };
const WEAK_PASSWORD = 'weak-pass-42';

const exec = (text: string) => database.db.execute(sql.raw(text));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  app = await buildApp({
    config: testConfig(),
    db: database.db,
    logger: { level: 'info', stream: capture },
  });
  await app.ready();
  await seedStaff(database.db, { email: 'admin@example.test', role: 'admin' });
  admin = signedIn(await passwordLogin(app, 'admin@example.test', 'clinic-pass-42'));
  // An older, weaker hash: signing in re-hashes it, an UPDATE whose parameter is the new hash.
  await database.db.insert(staff).values({
    name: 'Rehash Nurse',
    email: 'rehash@example.test',
    role: 'nurse',
    passwordHash: await hash(WEAK_PASSWORD, { memoryCost: 8192, timeCost: 1, algorithm: 2 }),
  });
  await exec(`create function test_refuse() returns trigger language plpgsql
    as $$ begin raise exception 'refused by the test'; end $$`);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The 500 envelope, with nothing of the error in it. */
function expectInternal(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    code: ERROR_CODES.internal,
    message: 'errors.internal',
    data: null,
  });
}

/** The `unhandled error` entry written for the newest failure. */
function lastErrorEntry(): { type: string; cause?: string; code?: string; statement?: string } {
  const entries = log
    .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, string> })
    .filter((entry) => entry.msg === 'unhandled error');
  expect(entries.length).toBeGreaterThan(0);
  return entries.at(-1)!.err as never;
}

/** A complete submission whose answers carry this test's personal data. */
function submissionWithPersonalData() {
  const template = getTemplate('mfUk')!;
  const body = validSubmitBody('mfUk');
  for (const question of template.sections.flatMap((s) => s.questions)) {
    if (!(question.id in body.answers)) continue;
    if (question.type === 'date') body.answers[question.id] = PERSON.dateOfBirth;
    if (question.type === 'text' && question.pattern === NAME_PATTERN) {
      body.answers[question.id] = PERSON.name;
    }
    if (question.type === 'long_text' || (question.type === 'text' && !question.pattern)) {
      body.answers[question.id] = PERSON.history;
    }
  }
  for (const signature of body.signatures) signature.signer_name = PERSON.signer;
  return body;
}

describe('the error log of a failed query', () => {
  it('names an INSERT that failed, without its parameters (a questionnaire)', async () => {
    await exec(`create trigger refuse_submission before insert on form_submissions
      for each row execute function test_refuse()`);
    const body = submissionWithPersonalData();
    expect(JSON.stringify(body.answers)).toContain(PERSON.history);
    const response = await app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      payload: body,
    });
    await exec('drop trigger refuse_submission on form_submissions');
    expectInternal(response);
    expect(lastErrorEntry()).toMatchObject({
      type: 'DrizzleQueryError',
      code: 'P0001',
      statement: expect.stringMatching(/^form_submission_insert_\d+(_c)?(_d)?$/),
    });
  });

  it('names an INSERT that failed, without its parameters (a staff account)', async () => {
    await exec(`create trigger refuse_staff_insert before insert on staff
      for each row execute function test_refuse()`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin.headers,
      payload: { ...NEW_STAFF, role: 'nurse', password: 'a-good-pass-1' },
    });
    await exec('drop trigger refuse_staff_insert on staff');
    expectInternal(response);
    expect(lastErrorEntry()).toMatchObject({ code: 'P0001', statement: 'insert staff' });
  });

  it('names an UPDATE that failed, without the password hash it carried', async () => {
    await exec(`create trigger refuse_staff_update before update on staff
      for each row execute function test_refuse()`);
    const response = await passwordLogin(app, 'rehash@example.test', WEAK_PASSWORD);
    await exec('drop trigger refuse_staff_update on staff');
    expectInternal(response);
    expect(lastErrorEntry()).toMatchObject({ code: 'P0001', statement: 'update staff' });
  });

  it('names a SELECT that failed, without the searched email', async () => {
    await exec('alter table clients rename column email to email_gone');
    const response = await app.inject({
      method: 'POST',
      url: '/api/clients/search',
      headers: admin.headers,
      payload: { type: 'email', email: PERSON.email },
    });
    await exec('alter table clients rename column email_gone to email');
    expectInternal(response);
    const entry = lastErrorEntry();
    expect(entry.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(entry.statement).toMatch(/^client_lookup/);
  });

  it('names a session lookup that failed, without the token or its hash', async () => {
    await exec('alter table sessions rename column end_reason to end_reason_gone');
    const response = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: admin.headers,
    });
    await exec('alter table sessions rename column end_reason_gone to end_reason');
    expectInternal(response);
    const entry = lastErrorEntry();
    expect(entry.code).toMatch(/^[0-9A-Z]{5}$/);
    expect(entry.statement).toBe('select sessions');
  });

  it('leaves no personal data, password hash or session token anywhere in the log', () => {
    const text = log.join('\n');
    expect(text).toContain('unhandled error');
    const secrets = [
      PERSON.name,
      PERSON.dateOfBirth,
      PERSON.email,
      PERSON.history,
      PERSON.signer,
      NEW_STAFF.name,
      NEW_STAFF.email,
      '$argon2',
      admin.cookie,
      sha256Hex(admin.cookie),
      'refused by the test',
      'Failed query',
      'params:',
    ];
    for (const secret of secrets) {
      expect(text, secret).not.toContain(secret);
      expect(text, secret).not.toContain(JSON.stringify(secret).slice(1, -1));
    }
    for (const entry of log.map((line) => JSON.parse(line) as { err?: { stack?: string } })) {
      for (const line of entry.err?.stack?.split('\n') ?? []) expect(line).toMatch(/^ {4}at /);
    }
  });
});
