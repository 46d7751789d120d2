import { expect, test } from '@playwright/test';
import { clearForTreatment, question, signIn } from './clinic-support';
import { TEXTS, answerVisibleQuestions } from './questionnaire-support';
import { openReview, returningClient, verifyOnPhone } from './reconsent-support';
import { expectNoAxeViolations, gotoHydrated } from './support';

// Returning clients seeded with a full form signed at an earlier visit (seed-returning.ts).
test.describe('a returning client', () => {
  test('at 7 months reviews the last answers on a phone, changes one and signs; the practitioner sees that change', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const client = await returningClient(request, 'rosa.returning@example.com');
    const phone = await verifyOnPhone(browser, request, client);
    await phone.getByRole('link', { name: 'Continue to the re-consent form' }).click();
    await expect(phone).toHaveURL(/\/rf$/);
    await expect(phone.getByTestId('reconsent-intro')).toContainText('Your answers from');
    // The last answers are there to review; the terms were agreed then.
    await expect(phone.locator('#q-first_name')).toHaveValue('Rosa');
    await expect(phone.getByTestId('changed-count')).toHaveText('You have not changed any answer.');
    await expectNoAxeViolations(phone);

    const allergies = question(phone, 'allergies');
    await allergies.locator('input[value="yes"]').check();
    await allergies.locator('textarea, input[type=text]').first().fill('Penicillin');
    await expect(phone.getByTestId('changed-count')).toHaveAttribute('data-count', '1');
    await expect(phone.getByTestId('changed-count')).toContainText('Answers you changed (1)');
    await answerVisibleQuestions(phone, TEXTS.en);
    await phone.getByRole('button', { name: TEXTS.en.submit }).click();
    await expect(phone).toHaveURL(/\/medicalSuccess/);
    await phone.context().close();

    const doctor = await (await browser.newContext()).newPage();
    await signIn(doctor, client.practitioner);
    await openReview(doctor, client.appointment.id);
    const rows = doctor.getByTestId('what-changed').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-question', 'allergies');
    await expect(rows.first()).toHaveAttribute('data-change', 'changed');
    await expect(rows.first().locator('mark')).toContainText('Penicillin');
    // The flag the change raises is marked new where the practitioner looks first.
    const flag = doctor.getByTestId('flags-panel').locator('[data-flag="allergies"]');
    await expect(flag.getByTestId('new-flag')).toHaveText('New');
    await expect(doctor.getByTestId('flags-panel').getByTestId('new-flag')).toHaveCount(1);
    await expectNoAxeViolations(doctor);
  });

  test('at 3 months closes the window with "nothing has changed"', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const client = await returningClient(request, 'theo.returning@example.com');
    const phone = await verifyOnPhone(browser, request, client);
    await phone.getByRole('link', { name: 'Continue to the re-consent form' }).click();
    await expect(phone.getByTestId('reconsent-intro')).toContainText('within the last 6 months');
    await phone.getByRole('button', { name: 'Nothing has changed: go to signing' }).click();
    await expect(phone.locator('#q-signature_1')).toBeFocused();
    await answerVisibleQuestions(phone, TEXTS.en);
    await phone.getByRole('button', { name: TEXTS.en.submit }).click();
    await expect(phone).toHaveURL(/\/medicalSuccess/);
    // The visit's forms are signed: opening a form again says so before anything is typed.
    await gotoHydrated(phone, '/mf/london/20240926');
    await expect(phone.getByTestId('cannot-fill')).toHaveAttribute('data-reason', 'already_signed');
    await expect(phone.getByTestId('cannot-fill')).toContainText('already signed');
    await expect(phone.locator('form [data-question]')).toHaveCount(0);
    await expectNoAxeViolations(phone);
    await phone.context().close();

    const doctor = await (await browser.newContext()).newPage();
    await signIn(doctor, client.practitioner);
    await openReview(doctor, client.appointment.id);
    await expect(doctor.getByTestId('no-changes')).toContainText('Nothing has changed since');
    await expectNoAxeViolations(doctor);
    // No dead end: the practitioner reviews and clears the visit.
    await clearForTreatment(doctor);
    await expect(doctor.getByTestId('stage')).toHaveText('Cleared for treatment');
  });

  test('an old /mf-old link opens the current medical form, privacy included', async ({ page }) => {
    await gotoHydrated(page, '/mf-old');
    await expect(page).toHaveURL(/\/mf\/london\/\d+$/);
    await expect(page.locator('[data-page="mf"], form').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 13 months is sent to the full form, and the re-consent form says why it is closed', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const client = await returningClient(request, 'ines.returning@example.com');
    const phone = await verifyOnPhone(browser, request, client);
    await expect(phone.getByRole('link', { name: 'Continue to the medical form' })).toBeVisible();
    await gotoHydrated(phone, '/rf');
    const closed = phone.getByTestId('cannot-fill');
    await expect(closed).toHaveAttribute('data-reason', 'consent_expired');
    await expect(closed).toContainText('more than 12 months old');
    await expectNoAxeViolations(phone);
    await closed.getByRole('link', { name: 'Open the full medical form' }).click();
    await expect(phone).toHaveURL(/\/mf\/london\/20240926/);
    await expect(phone.locator('#q-agree_terms')).toBeVisible();
  });

  test('re-consents in Arabic, right to left', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const client = await returningClient(request, 'layla.returning@example.com');
    const phone = await verifyOnPhone(browser, request, client);
    await phone.getByRole('link', { name: 'Continue to the re-consent form' }).click();
    await gotoHydrated(phone, '/rf?lang=ar');
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('نموذج تجديد الموافقة');
    await expect(phone.getByTestId('reconsent-intro')).toContainText('إجاباتك بتاريخ');
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: 'لم يتغير شيء: انتقل إلى التوقيع' }).click();
    await answerVisibleQuestions(phone, TEXTS.ar);
    await phone.getByRole('button', { name: TEXTS.ar.submit }).click();
    await expect(phone).toHaveURL(/\/medicalSuccess/);
  });
});

test('at the desk, staff record a change in medical history with the client present', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const client = await returningClient(request, 'mara.returning@example.com');
  await signIn(page, client.practitioner);
  // Opened without a client, the page sends staff to choose one.
  await page.goto('/reconsent');
  await expect(page.getByTestId('choose-client')).toContainText('Choose the client first');
  await expectNoAxeViolations(page);
  await page.goto('/search');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.locator('input[type="email"]').fill(client.email);
  await page.locator('form[role="search"] button[type="submit"]').click();
  const row = page.getByRole('table').locator('tr', { hasText: client.appointment.number });
  await row.getByRole('button', { name: 'Change in Medical History' }).click();
  await expect(page).toHaveURL(/\/reconsent\?appointment=/);
  await expect(page.getByTestId('reconsent-for')).toHaveText(
    `Record of Mara Returning, appointment ${client.appointment.number}`,
  );
  await expect(page.locator('#q-first_name')).toHaveValue('Mara');
  const medications = question(page, 'medications');
  await medications.locator('input[value="yes"]').check();
  await expect(page.getByTestId('changed-count')).toHaveAttribute('data-count', '1');
  await expectNoAxeViolations(page);
  // The client signs on the tablet; follow-up questions of the change are answered too.
  await answerVisibleQuestions(page, TEXTS.en);
  await page.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(page).toHaveURL(/\/medicalSuccess/);

  // The practitioner sees the change and the follow-up it brought, and the flag it raises.
  await openReview(page, client.appointment.id);
  const panel = page.getByTestId('what-changed');
  await expect(panel.locator('tbody tr')).toHaveCount(2);
  await expect(panel.locator('[data-question="medications"]')).toHaveAttribute(
    'data-change',
    'changed',
  );
  await expect(panel.locator('[data-question="medication_types"]')).toHaveAttribute(
    'data-change',
    'added',
  );
  await expect(panel.getByTestId('new-flags')).toContainText('Blood pressure');
  await expectNoAxeViolations(page);
});
