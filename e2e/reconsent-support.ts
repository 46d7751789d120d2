import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignIn, latestCode } from './accounts-support';
import { londonStaff, signIn } from './clinic-support';
import { PHONE } from './support';
import { issueLinkOnDesk } from './verification-support';

/** A returning demo client (src/server/db/seed-returning.ts) and their upcoming appointment. */
export async function returningClient(request: APIRequestContext, email: string) {
  const practitioner = await londonStaff(request, 'practitioner');
  const headers = await apiSignIn(request, practitioner.email, practitioner.password);
  const found = await (
    await request.post('/api/clients/search', { headers, data: { type: 'email', email } })
  ).json();
  expect(found.code, JSON.stringify(found)).toBe(0);
  const upcoming = (
    found.data.client.appointments as { id: string; state: string; number: string }[]
  ).find((a) => a.state === 'not_started');
  expect(upcoming).toBeTruthy();
  return { email, appointment: upcoming!, practitioner, headers };
}

/**
 * The desk shows the identity QR code; the client opens it on their own phone and confirms a
 * code sent by email. Returns the phone's page, on the "verified" step.
 */
export async function verifyOnPhone(
  browser: Browser,
  request: APIRequestContext,
  client: Awaited<ReturnType<typeof returningClient>>,
) {
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, client.practitioner);
  await desk.goto('/verify');
  const url = new URL(await issueLinkOnDesk(desk, client.appointment.number));
  await desk.context().close();
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(url.pathname + url.search);
  await phone.getByRole('radio', { name: 'By email' }).check();
  await phone.getByRole('button', { name: 'Send code' }).click();
  await phone.getByLabel('Verification code').fill(await latestCode(request, client.email));
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByText('Thank you. Your identity has been verified.')).toBeVisible();
  return phone;
}

/** The practitioner's review of the client's visit. */
export async function openReview(page: Page, appointmentId: string) {
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  await expect(page.getByTestId('what-changed')).toBeVisible();
}
