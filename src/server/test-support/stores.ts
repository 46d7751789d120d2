import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { lastCodeSentTo } from './accounts';

/** Changes a store's row straight in the database (the admin API is tested on its own). */
export async function setStore(
  db: Db,
  code: string,
  patch: Partial<typeof stores.$inferInsert>,
): Promise<void> {
  const rows = await db.update(stores).set(patch).where(eq(stores.code, code)).returning();
  expect(rows, `store ${code}`).toHaveLength(1);
}

/** A booking code sent to `email` through the public API, read from the outbox. */
export async function bookingCodeFor(app: FastifyInstance, db: Db, email: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/booking/send-code',
    payload: { channel: 'email', email },
  });
  expect(sent.json()).toMatchObject({ code: 0, data: { sent: true } });
  return lastCodeSentTo(db, email.trim().toLowerCase());
}
