import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The first admin, created by global-setup.ts through the real /setup page. */
export const E2E_ADMIN = {
  name: 'Ada Admin',
  email: 'first-admin@e2e.test',
  password: 'first-admin-pass-1',
};

export type StaffRole = 'admin' | 'practitioner' | 'nurse';
export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Tests run in parallel: every one makes its own people with their own addresses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A UK mobile number nobody else in this run has (07400 numbers are valid mobiles). */
export function uniqueUkMobile(): string {
  return `07400${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** Signs in over the API and returns the headers a cookie-authenticated mutation needs. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { account: email, password } });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('login_token='));
  expect(cookie, 'a login_token cookie').toBeTruthy();
  return { cookie: cookie!.value.split(';')[0]!, 'x-csrf-token': body.data.csrfToken as string };
}

/**
 * A member of staff made by the first admin (the admin screen is tested on its own), working at
 * `stores`: London unless told otherwise, since staff act on a client's record only through a
 * visit at one of their clinics.
 */
export async function createStaff(
  request: APIRequestContext,
  role: StaffRole,
  stores: string[] = ['london'],
): Promise<Person> {
  const headers = await apiSignIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const id = unique(role);
  // A name as a form's full-name field accepts it (letters only): staff sign with it.
  const name = `Sam ${id.replace(/[^a-z]/gi, (c) => (/\d/.test(c) ? 'abcdefghij'[Number(c)]! : ' '))}`;
  const person = { name, email: `${id}@e2e.test`, password: 'staff-pass-42' };
  const response = await request.post('/api/admin/staff', { headers, data: { ...person, role } });
  const created = await response.json();
  expect(created.code, JSON.stringify(created)).toBe(0);
  if (stores.length > 0) {
    const assigned = await request.put(`/api/admin/staff/${created.data.id}/stores`, {
      headers,
      data: { store_codes: stores },
    });
    expect((await assigned.json()).code).toBe(0);
  }
  return person;
}

/** The newest code the outbox holds for one destination (email or E.164 mobile). */
export async function latestCode(request: APIRequestContext, destination: string) {
  let code: string | undefined;
  await expect(async () => {
    const body = await (await request.get('/api/dev/outbox?limit=200')).json();
    const message = (body.data.messages as { destination: string; body: string }[]).find(
      (m) => m.destination === destination,
    );
    code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  return code!;
}

/** What a person does on /login to sign in with a password. */
export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
