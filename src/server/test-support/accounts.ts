import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffRole } from '../../shared/api/auth';
import type { Db } from '../db/client';
import { auditEvents, outbox } from '../db/schema';
import { createStaff } from '../services/staff-admin';

/** A member of staff straight in the database (the admin API is tested on its own). */
export async function seedStaff(
  db: Db,
  input: { email: string; role?: StaffRole; password?: string; name?: string; mobile?: string },
) {
  return createStaff(db, () => new Date(), {
    name: input.name ?? 'Test Staff',
    email: input.email,
    mobile: input.mobile,
    role: input.role ?? 'nurse',
    password: input.password ?? 'clinic-pass-42',
  });
}

export interface SignedIn {
  cookie: string;
  csrf: string;
  /** Headers for a cookie-authenticated request (with the CSRF header). */
  headers: Record<string, string>;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'login_token');
  expect(cookie?.value, 'a login_token cookie').toBeTruthy();
  return cookie!.value;
}

export function signedIn(response: LightMyRequestResponse): SignedIn {
  expect(response.json()).toMatchObject({ code: 0, data: { authenticated: true } });
  const cookie = sessionCookieOf(response);
  const csrf = response.json().data.csrfToken as string;
  return { cookie, csrf, headers: { cookie: `login_token=${cookie}`, 'x-csrf-token': csrf } };
}

export async function passwordLogin(
  app: FastifyInstance,
  account: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { account, password, ...extra },
  });
}

/** The newest outbox message for a destination. */
export async function lastMessageTo(db: Db, destination: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.destination, destination))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The six-digit code in the newest outbox message for a destination. */
export async function lastCodeSentTo(db: Db, destination: string): Promise<string> {
  const message = await lastMessageTo(db, destination);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code, `a code in the last message to ${destination}`).toBeTruthy();
  return code!;
}

export async function auditActions(db: Db, action: string, outcome?: string) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, action), outcome ? eq(auditEvents.outcome, outcome) : undefined),
    )
    .orderBy(auditEvents.id);
}
