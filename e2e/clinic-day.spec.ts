import { expect, test, type Browser } from '@playwright/test';
import { latestCode } from './accounts-support';
import {
  clearForTreatment,
  expectNotReloaded,
  londonStaff,
  markPage,
  recordTreatment,
  signIn,
  Tally,
} from './clinic-support';
import { TEXTS, answerVisibleQuestions, passGate } from './questionnaire-support';
import { PHONE, expectNoAxeViolations } from './support';
import { bookedClient, issueLinkOnDesk } from './verification-support';

async function newPage(browser: Browser, options = {}) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/**
 * One visit through the whole clinic day, each person on their own device: the client books,
 * the desk shows a QR code, the client verifies and fills the questionnaire on their phone
 * (G6PD deficiency: yes), the practitioner's day view shows them ready without a reload, the
 * practitioner reviews and clears with a drawn signature, the nurse records the treatment and
 * signs, and the visit is completed. The staff screens are checked in Arabic too. Each role's
 * interactions are counted: the practitioner from "client submitted" to "cleared" at most 8,
 * the nurse from "cleared" to "treatment signed" at most 30 (issue 22).
 */
const PRACTITIONER_BUDGET = 8;
const NURSE_BUDGET = 30;

test('a whole clinic day for one client, from the QR code to the signed treatment record', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const { email, appointmentId, headers } = await bookedClient(request, 12);
  const found = await (
    await request.post('/api/clients/search', { headers, data: { type: 'email', email } })
  ).json();
  const startsAt = found.data.client.appointments[0].starts_at as string;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(startsAt),
  );
  const practitioner = await londonStaff(request, 'practitioner');
  const nurse = await londonStaff(request, 'nurse');

  // The practitioner's day view is open all morning.
  const doctor = await newPage(browser);
  await signIn(doctor.page, practitioner);
  await doctor.page.goto(`/today?date=${day}`);
  const row = doctor.page.locator(`tr[data-appointment="${appointmentId}"]`);
  await expect(row).toContainText('Not started');
  await expect(doctor.page.getByTestId('live-status')).toHaveText('Live');
  await markPage(doctor.page);

  // The desk shows the identity QR code; the client scans it with their phone.
  const desk = await newPage(browser);
  await signIn(desk.page, nurse);
  await desk.page.goto('/verify');
  const url = new URL(await issueLinkOnDesk(desk.page, appointmentId));
  const phone = await newPage(browser, PHONE);
  await phone.page.goto(url.pathname + url.search);
  await phone.page.getByRole('radio', { name: 'By email' }).check();
  await phone.page.getByRole('button', { name: 'Send code' }).click();
  await phone.page.getByLabel('Verification code').fill(await latestCode(request, email));
  await phone.page.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.page.getByText('Thank you. Your identity has been verified.')).toBeVisible();
  // The desk's QR turns to "verified" as it happens; the day view marks identity checked.
  await expect(desk.page.getByTestId('link-verified')).toBeVisible();
  await expect(row.first().getByTestId('identity-checked')).toHaveText(/Identity checked/);

  // The questionnaire on the phone, G6PD deficiency answered yes, signed with a finger.
  await phone.page.getByRole('link', { name: 'Continue to the medical form' }).click();
  await passGate(phone.page, TEXTS.en);
  await answerVisibleQuestions(phone.page, TEXTS.en, Infinity, { known_g6pd_deficiency: 'yes' });
  await phone.page.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(phone.page).toHaveURL(/\/medicalSuccess/);
  await phone.context.close();

  // The practitioner sees the client ready, without reloading the day view.
  const ready = doctor.page.getByRole('table', { name: 'Ready for you' });
  await expect(ready.locator(`tr[data-appointment="${appointmentId}"]`)).toBeVisible();
  await expect(row.first()).toContainText('Verified');
  await expect(row.first()).toContainText(/\d+ flags?/);
  await expectNotReloaded(doctor.page);
  await expectNoAxeViolations(doctor.page);

  // The review: the answers, the signatures and the G6PD flag; cleared with a drawn signature.
  const practitionerTally = new Tally();
  await practitionerTally.act(
    row
      .first()
      .getByRole('link', { name: /Vera Client/ })
      .click(),
  );
  const flags = doctor.page.getByTestId('flags-panel');
  await expect(flags.locator('[data-flag="g6pd_deficiency"]')).toContainText('G6PD deficiency');
  await expect(doctor.page.locator('[data-answer="known_g6pd_deficiency"]')).toHaveAttribute(
    'data-flagged',
    'true',
  );
  await expect(doctor.page.getByTestId('signature-image').first()).toBeVisible();
  await expect(doctor.page.getByTestId('identity')).toContainText(/verified/i);
  // G6PD deficiency on a menu with vitamin C: clearing needs a reason (decision 027).
  await expect(
    doctor.page.getByTestId('practitioner').locator('[data-safety-warning="g6pd_vitamin_c"]'),
  ).toContainText('G6PD deficiency and vitamin C');
  await expectNoAxeViolations(doctor.page);
  await clearForTreatment(doctor.page, undefined, practitionerTally);
  expect(practitionerTally.count).toBeLessThanOrEqual(PRACTITIONER_BUDGET);

  // The nurse's queue: the cleared client is next; one click opens the treatment record, with
  // the flags and the practitioner's decision at its top; then the signature.
  await desk.page.goto(`/today?date=${day}`);
  const nurseRow = desk.page
    .getByRole('table', { name: 'Ready for you' })
    .locator(`tr[data-appointment="${appointmentId}"]`);
  await expect(nurseRow).toContainText('Cleared');
  const nurseTally = new Tally();
  await nurseTally.act(nurseRow.getByRole('link', { name: /Vera Client/ }).click());
  await expect(desk.page).toHaveURL(/\/medical\/london\//);
  await expect(desk.page.getByTestId('key-facts')).toContainText('G6PD deficiency');
  await expect(desk.page.getByTestId('decision')).toContainText('Cleared for treatment');
  await recordTreatment(desk.page, nurseTally);
  await nurseTally.act(
    desk.page.getByRole('button', { name: 'Sign the treatment record' }).click(),
  );
  await expect(desk.page.getByTestId('completed')).toBeVisible();
  await expect(desk.page.getByTestId('stage')).toHaveText('Completed');
  expect(nurseTally.count).toBeLessThanOrEqual(NURSE_BUDGET);

  // The day view and the record show the visit completed; the staff screens in Arabic.
  await doctor.page.goto(`/today?date=${day}`);
  await expect(doctor.page.locator(`tr[data-appointment="${appointmentId}"]`)).toContainText(
    'Completed',
  );
  await doctor.page.goto(`/today?date=${day}&lang=ar`);
  await expect(doctor.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(doctor.page);
  await desk.page.goto(`${new URL(desk.page.url()).pathname}?appointment=${appointmentId}&lang=ar`);
  await expect(desk.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(desk.page.getByTestId('stage')).toHaveText('مكتملة');
  await expectNoAxeViolations(desk.page);
  await doctor.context.close();
  await desk.context.close();
});
