import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VisitEventDto } from '../shared/api/visits';
import { publishVisitEvent } from './services/visits/publish-visit-event';
import { seedVisit, staffAt, type StaffMember } from './test-support/day-visits';
import { openSse } from './test-support/sse-client';
import { createTestApp, type TestContext } from './test-support/test-app';

let ctx: TestContext;
let baseUrl: string;
let practitioner: StaffMember;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  practitioner = await staffAt(ctx.app, ctx.database.db, 'practitioner', ['london']);
  // A clinic day of visits: an answer of several KB, as a real day view is.
  for (let i = 0; i < 12; i++) await seedVisit(ctx.database.db, { startsAt: new Date() });
});
afterAll(async () => {
  await ctx.close();
});

const dayView = (acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/visits/day?store_code=london',
    headers: {
      ...practitioner.headers,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

describe('compressed API answers', () => {
  it('sends a JSON answer above 1 KB brotli-encoded, or gzip, as Accept-Encoding allows', async () => {
    const plain = await dayView();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const response = await dayView(accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/stores/london/forms/20231027',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 0 });
  });

  it('streams the day view events uncompressed and unbuffered to a browser that accepts br', async () => {
    const sse = await openSse(`${baseUrl}/api/visits/events`, {
      cookie: practitioner.headers.cookie!,
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    try {
      expect(sse.status).toBe(200);
      expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(sse.headers['content-encoding']).toBeUndefined();
      // Each event arrives as readable text while the stream stays open: nothing buffers it.
      const appointmentId = await seedVisit(ctx.database.db, { startsAt: new Date() });
      const event: VisitEventDto = {
        appointment_id: appointmentId,
        store_code: 'london',
        kind: 'forms_submitted',
      };
      await publishVisitEvent(ctx.database.db, event);
      const frame = await sse.next((f) => f.event === 'visit');
      expect(JSON.parse(frame.data)).toEqual(event);
    } finally {
      sse.close();
    }
  });
});
