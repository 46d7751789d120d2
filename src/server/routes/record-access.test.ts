import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffStores } from '../db/schema';
import { attachImage, gradientPng, multipartBody } from '../test-support/attachments';
import { operationsOf, type Operation } from '../test-support/fuzz/openapi-operations';
import { opKey, recordIdsOf } from '../test-support/record-ops';
import {
  CLIENT_ONLY,
  NOT_RECORD_ACCESS,
  RECORD_SAMPLES,
  type RecordIds,
  type SampleRequest,
} from '../test-support/record-samples';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { issue } from '../test-support/verification';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

/**
 * The one access rule, proved from the OpenAPI document: every operation that takes a client,
 * appointment, submission, record or upload id is called with the ids of a London visit by
 * staff of another store and by staff with no store, every role, and must refuse (403 or 404,
 * never the record). Then the same staff are given London and the same requests must get past
 * the rule, so a refusal above is the store's doing, not a malformed request.
 */
let t: TestContext;
let operations: Operation[];
let ids: RecordIds;
let outsiders: Record<string, StaffMember>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: testClock().now });
  const db = t.database.db;
  const nurse = await staffAt(t.app, db, 'nurse', ['london']);
  const practitioner = await staffAt(t.app, db, 'practitioner', ['london']);
  const visit = await visitWithQuestionnaire(t.app, db, nurse.auth);
  const cleared = await visitCall(
    t.app,
    practitioner.auth,
    'POST',
    `/api/visits/${visit.appointment.id}/clearance`,
    staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' }),
  );
  expect(cleared.statusCode, cleared.body).toBe(200);
  const attached = await attachImage(t.app, nurse.auth, visit.appointment.id, gradientPng(40, 30));
  expect(attached.statusCode, attached.body).toBe(200);
  const link = await issue(t.app, nurse.auth, visit.appointment.id, 'verify');
  ids = {
    client: visit.client.id,
    appointment: visit.appointment.id,
    questionnaire: visit.questionnaireId,
    record: cleared.json().data.submission_id,
    upload: attached.json().data.uploads[0].upload_id,
    link: link.linkId,
  };
  outsiders = {};
  for (const role of ['nurse', 'practitioner', 'admin'] as const) {
    outsiders[`${role} at bb`] = await staffAt(t.app, db, role, ['bb']);
    outsiders[`${role} with no store`] = await staffAt(t.app, db, role, []);
  }
  operations = operationsOf((await t.app.inject({ url: '/api/docs/json' })).json());
});
afterAll(() => t?.close());

function urlOf(op: Operation, sample: SampleRequest): string {
  const recordIds = recordIdsOf(op);
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const kind = recordIds[name];
    if (kind === 'submission')
      return sample.submission === 'record' ? ids.record : ids.questionnaire;
    if (kind) return ids[kind];
    throw new Error(`${opKey(op)}: no value for path parameter ${name}`);
  });
  const query = new URLSearchParams(sample.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

function send(op: Operation, sample: SampleRequest, who: StaffMember) {
  const url = urlOf(op, sample);
  const method = op.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH';
  if (sample.parts) {
    const body = multipartBody(sample.parts);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...who.auth.headers, 'content-type': body.type },
    });
  }
  return t.app.inject({
    method,
    url,
    headers: who.auth.headers,
    ...(sample.body ? { payload: sample.body } : {}),
  });
}

const recordOperations = () =>
  operations.filter(
    (op) => Object.keys(recordIdsOf(op)).length > 0 && !NOT_RECORD_ACCESS[opKey(op)],
  );

const describeAnswer = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.slice(0, 200)}`;

describe('the one access rule, on every operation that takes a record id', () => {
  it('finds the operations, and has a well-formed request for each', () => {
    const found = recordOperations().map(opKey);
    // The rule's known callers are all there (a renamed route would drop out silently).
    expect(found).toEqual(expect.arrayContaining(Object.keys(RECORD_SAMPLES)));
    expect(found.filter((key) => !RECORD_SAMPLES[key])).toEqual([]);
    const documented = new Set(operations.map(opKey));
    expect(Object.keys(NOT_RECORD_ACCESS).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('refuses staff of another store and staff with no store, every role', async () => {
    const leaks: string[] = [];
    for (const op of recordOperations()) {
      for (const sample of RECORD_SAMPLES[opKey(op)]!(ids)) {
        for (const [who, member] of Object.entries(outsiders)) {
          const response = await send(op, sample, member);
          const refused = [403, 404].includes(response.statusCode) && response.json().code !== 0;
          if (!refused) leaks.push(`${opKey(op)} as ${who}: ${describeAnswer(response)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets the same requests past the rule once the staff work at the store', async () => {
    for (const member of Object.values(outsiders)) {
      await t.database.db
        .insert(staffStores)
        .values({ staffId: member.id, storeCode: 'london' })
        .onConflictDoNothing();
    }
    const stillRefused: string[] = [];
    // Changes last: a cancelled visit or a revoked link must not decide the reads' answers.
    const ordered = [...recordOperations()].sort(
      (a, b) => Number(a.method !== 'get') - Number(b.method !== 'get'),
    );
    for (const op of ordered) {
      if (CLIENT_ONLY.has(opKey(op))) continue;
      for (const sample of RECORD_SAMPLES[opKey(op)]!(ids)) {
        const answers = [];
        for (const member of Object.values(outsiders)) answers.push(await send(op, sample, member));
        // Done, or refused by the visit's own state (409): either way past the access rule.
        const passed = answers.some((r) => r.statusCode < 300 || r.statusCode === 409);
        if (!passed) stillRefused.push(`${opKey(op)}: ${answers.map(describeAnswer).join(' | ')}`);
      }
    }
    expect(stillRefused).toEqual([]);
  });
});
