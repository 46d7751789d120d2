import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signLinkToken } from '../src/server/auth/link-token';
import { apiSignIn, createStaff, latestCode, unique } from './accounts-support';

/**
 * Days from this one on belong to stores.spec.ts: it fills a London hour to capacity and counts
 * on nobody else booking that day.
 */
export const FIRST_RESERVED_DAY = 60;

/** A client booked online (so their email is verified) and the id of their appointment. */
export async function bookedClient(request: APIRequestContext, dayOffset: number) {
  if (7 + dayOffset >= FIRST_RESERVED_DAY) {
    throw new Error(`day ${7 + dayOffset} ahead is stores.spec.ts's own (FIRST_RESERVED_DAY)`);
  }
  const email = `${unique('client')}@e2e.test`;
  const sent = await request.post('/api/booking/send-code', {
    data: { channel: 'email', email, language: 'en' },
  });
  expect((await sent.json()).code).toBe(0);
  const code = await latestCode(request, email);
  // A different day per test, within the booking horizon, so parallel tests never clash.
  const day = new Date(Date.now() + (7 + dayOffset) * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (await request.get(`/api/booking/slots?store=london&date=${day}`)).json())
    .data.slots as { starts_at: string; available: boolean }[];
  const slot = slots.filter((s) => s.available)[Math.floor(Math.random() * 3)]!;
  const booked = await request.post('/api/booking/book', {
    data: {
      channel: 'email',
      email,
      code,
      store_code: 'london',
      service: 'iv_drip',
      starts_at: slot.starts_at,
      first_name: 'Vera',
      last_name: 'Client',
      language: 'en',
    },
  });
  const bookedBody = await booked.json();
  expect(bookedBody.code, JSON.stringify(bookedBody)).toBe(0);
  const nurse = await createStaff(request, 'nurse');
  const headers = await apiSignIn(request, nurse.email, nurse.password);
  const found = await (
    await request.post('/api/clients/search', { headers, data: { type: 'email', email } })
  ).json();
  const appointmentId = found.data.client.appointments[0].id as string;
  return { email, appointmentId, nurse, headers };
}

/** Reads the QR code image shown on the page and decodes it (jsQR on the PNG's pixels). */
export async function readQrFromPage(page: Page): Promise<string> {
  const src = await page.getByRole('img', { name: /QR code/ }).getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(src!.split(',')[1]!, 'base64'));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'a QR code in the image').toBeTruthy();
  return found!.data;
}

/** A genuine token (signed with the test server's key) whose expiry has passed. */
export function expiredToken(store = 'london'): string {
  const file = path.join(process.env.E2E_DATA_DIR!, 'secrets.json');
  const stored = JSON.parse(readFileSync(file, 'utf8')) as {
    linkTokenKeys: { kid: string; secret: string }[];
  };
  const keys = stored.linkTokenKeys.map((k) => ({
    kid: k.kid,
    secret: Buffer.from(k.secret, 'base64'),
  }));
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return signLinkToken(keys, { jti: unique('jti'), purpose: 'verify', store, exp });
}

/** The same token with one character of its signature changed. */
export function alteredToken(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.slice(-1)}`;
}

/** Staff on /verify create a link for the appointment; returns the URL decoded from the QR. */
export async function issueLinkOnDesk(page: Page, appointmentId: string, again = false) {
  await page.getByLabel('Appointment number').fill(appointmentId);
  const button = again ? 'Create a new link' : 'Create link and QR code';
  const qr = page.getByRole('img', { name: /QR code/ });
  // Once the client has verified with the first link, the desk shows that instead of its QR.
  const before = again && (await qr.count()) > 0 ? await qr.getAttribute('src') : null;
  await page.getByRole('button', { name: button }).click();
  await expect(qr).toBeVisible();
  if (before) await expect(qr).not.toHaveAttribute('src', before);
  return readQrFromPage(page);
}
