import { expect, test, type Browser, type Page } from '@playwright/test';
import { latestCode } from './accounts-support';
import { londonStaff, signIn } from './clinic-support';
import { TEXTS, passGate } from './questionnaire-support';
import { PHONE, expectNoAxeViolations } from './support';
import { bookedClient, issueLinkOnDesk } from './verification-support';

/** A client booked online opens the desk's link on their phone and verifies by email code. */
async function phoneAtTheForm(
  browser: Browser,
  request: Parameters<typeof bookedClient>[0],
  day: number,
) {
  const { email, appointmentId } = await bookedClient(request, day);
  const nurse = await londonStaff(request, 'nurse');
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, nurse);
  await desk.goto('/verify');
  const url = new URL(await issueLinkOnDesk(desk, appointmentId));
  await desk.context().close();
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(url.pathname + url.search);
  await phone.getByRole('radio', { name: 'By email' }).check();
  await phone.getByRole('button', { name: 'Send code' }).click();
  await phone.getByLabel('Verification code').fill(await latestCode(request, email));
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await phone.getByRole('link', { name: 'Continue to the medical form' }).click();
  return phone;
}

/** Scrolls as a reader would until the section's heading reaches the top of the page. */
async function scrollToSection(phone: Page, id: string) {
  await phone.locator(`#s-${id}`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
}

/** The sticky panel is on screen right under the 80 px header. */
async function expectPanelUnderHeader(phone: Page) {
  const box = await phone.getByTestId('progress-panel').boundingBox();
  expect(box).not.toBeNull();
  expect(Math.round(box!.y)).toBeGreaterThanOrEqual(79);
  expect(box!.y).toBeLessThan(90);
}

test.describe('the long form on a phone', () => {
  test('opens with what the booking told us, and keeps progress and the section in view', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const phone = await phoneAtTheForm(browser, request, 21);
    await passGate(phone, TEXTS.en);
    // Known from the booking, for the client to confirm.
    await expect(phone.getByTestId('prefilled')).toContainText(
      'from what you told us when booking',
    );
    await expect(phone.locator('#q-first_name')).toHaveValue('Vera');
    await expect(phone.locator('#q-last_name')).toHaveValue('Client');
    await expect(phone.getByTestId('current-section')).toContainText('Section 1 of');

    // Far down the form the bar and the section being read stay under the header.
    await scrollToSection(phone, 'allergies_medications');
    await expect(phone.getByTestId('current-section')).toContainText('Allergies and medications');
    await expectPanelUnderHeader(phone);
    await expect(phone.getByRole('progressbar')).toBeInViewport();
    await expectNoAxeViolations(phone);

    // The same in Arabic, right to left.
    await phone.goto(`${new URL(phone.url()).pathname}?lang=ar`);
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.getByTestId('prefilled')).toContainText('عند الحجز');
    await scrollToSection(phone, 'allergies_medications');
    await expect(phone.getByTestId('current-section')).toContainText('الحساسية والأدوية');
    await expect(phone.getByTestId('current-section')).toContainText('القسم');
    await expectPanelUnderHeader(phone);
    await expectNoAxeViolations(phone);
  });
});
