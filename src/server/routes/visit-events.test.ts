import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitEventDto } from '../../shared/api/visits';
import { appointments } from '../db/schema';
import { seedVisit, staffAt, type StaffMember } from '../test-support/day-visits';
import { validSubmitBody } from '../test-support/forms';
import { openSse, type SseClient } from '../test-support/sse-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { openSameDatabase } from '../test-support/test-db';
import { publishVisitEvent } from '../services/visits/publish-visit-event';

// Two app processes on one database: app A takes the writes, app B serves the live stream.
// On PostgreSQL each has its own pool and LISTEN connection; PGlite is one shared instance.
let a: TestContext;
let b: TestContext;
let bUrl: string;
let practitioner: StaffMember;
let nurse: StaffMember;
const streams: SseClient[] = [];

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { database: await openSameDatabase(a.database) });
  bUrl = await b.app.listen({ host: '127.0.0.1', port: 0 });
  practitioner = await staffAt(a.app, a.database.db, 'practitioner', ['london']);
  nurse = await staffAt(a.app, a.database.db, 'nurse', ['london']);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await b.close();
  await b.database.close();
  await a.close();
});

async function stream(who: StaffMember): Promise<SseClient> {
  const client = await openSse(`${bUrl}/api/visits/events`, { cookie: who.headers.cookie! });
  streams.push(client);
  return client;
}

async function clientOf(appointmentId: string): Promise<string> {
  const [row] = await a.database.db
    .select({ clientId: appointments.clientId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row!.clientId;
}

const about = (id: string) => (frame: { event: string; data: string }) =>
  frame.event === 'visit' && (JSON.parse(frame.data) as VisitEventDto).appointment_id === id;

describe('the day view events across app processes', () => {
  it("a submission through app A reaches app B's stream within 2 s", async () => {
    const appointmentId = await seedVisit(a.database.db, { startsAt: new Date() });
    const sse = await stream(practitioner);
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(sse.headers['cache-control']).toBe('no-store');

    const response = await a.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      headers: nurse.headers,
      payload: validSubmitBody('mfUk', { appointment_id: appointmentId }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const committed = Date.now();
    const frame = await sse.next(about(appointmentId));
    expect(JSON.parse(frame.data)).toEqual({
      appointment_id: appointmentId,
      store_code: 'london',
      kind: 'forms_submitted',
    });
    // How long it took is a figure, not a check: a busy machine may take seconds.
    const latency = frame.receivedAt - committed;
    console.warn(`visit event latency between two apps: ${latency} ms`);
  });

  it('a staff transition and an identity verification are events too', async () => {
    const cancelled = await seedVisit(a.database.db, { startsAt: new Date(Date.now() + 6e5) });
    const verified = await seedVisit(a.database.db, {
      startsAt: new Date(Date.now() + 12e5),
      state: 'mf_rf_completed',
    });
    const sse = await stream(nurse);
    const cancel = await a.app.inject({
      method: 'POST',
      url: `/api/appointments/${cancelled}/transition`,
      headers: nurse.headers,
      payload: { event: 'cancel' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const inPerson = await a.app.inject({
      method: 'POST',
      url: '/api/verification/in-person',
      headers: nurse.headers,
      payload: {
        clientId: await clientOf(verified),
        appointmentId: verified,
        document: 'passport',
      },
    });
    expect(inPerson.statusCode, inPerson.body).toBe(200);
    expect(JSON.parse((await sse.next(about(cancelled))).data).kind).toBe('changed');
    expect(JSON.parse((await sse.next(about(verified))).data).kind).toBe('verified');
  });

  it("delivers only the member's stores", async () => {
    const sse = await stream(practitioner);
    const elsewhere = { appointment_id: crypto.randomUUID(), store_code: 'xwP5X', kind: 'changed' };
    const here = { appointment_id: crypto.randomUUID(), store_code: 'london', kind: 'changed' };
    await publishVisitEvent(a.database.db, elsewhere as VisitEventDto);
    await publishVisitEvent(a.database.db, here as VisitEventDto);
    await sse.next(about(here.appointment_id));
    expect(sse.frames.some(about(elsewhere.appointment_id))).toBe(false);
  });

  it('ends its open streams when the app closes, so closing never hangs', async () => {
    const c = await createTestApp({}, { database: await openSameDatabase(a.database) });
    const url = await c.app.listen({ host: '127.0.0.1', port: 0 });
    const sse = await openSse(`${url}/api/visits/events`, { cookie: nurse.headers.cookie! });
    streams.push(sse);
    expect(sse.status).toBe(200);
    const closed = new Promise<void>((resolve) => sse.onEnd(resolve));
    await c.close();
    await c.database.close();
    await closed;
  });

  it('refuses a request without a staff session', async () => {
    const anonymous = await b.app.inject({ method: 'GET', url: '/api/visits/events' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/application\/json/);
  });
});
