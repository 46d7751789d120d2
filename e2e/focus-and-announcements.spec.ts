import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  londonStaff,
  question,
  recordTreatment,
  signIn,
  submitQuestionnaire,
} from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

/** Opens a signature field's pad from its Sign button, signs with the typed name, by keyboard. */
async function signByKeyboard(page: Page, field: Locator) {
  await field.getByRole('button', { name: 'Sign', exact: true }).focus();
  await page.keyboard.press('Enter');
  const pad = field.getByTestId('signature-pad');
  // Opened: focus is the pad's heading, not the page. The field says what is signed; the pad,
  // a group inside it and no landmark, says what to do.
  const padTitle = 'Draw your signature, or type your name';
  await expect(pad.getByRole('heading', { name: padTitle, level: 4 })).toBeFocused();
  await expect(field.getByRole('group', { name: padTitle })).toBeVisible();
  await expect(field.getByRole('region')).toHaveCount(0);
  // Cancel gives focus back to the Sign button.
  await pad.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(field.getByRole('button', { name: 'Sign', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pad.getByRole('heading')).toBeFocused();
  const typed = pad.getByRole('textbox');
  await expect(typed).toHaveAttribute('aria-required', 'true');
  await typed.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // Signed: the image is shown and focus is on "Sign again".
  await expect(field.locator('img')).toBeVisible();
  await expect(field.getByRole('button', { name: 'Sign again' })).toBeFocused();
}

test('signature pad focus, the signed decision and treatment take focus and are announced', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { appointmentId, headers } = await bookedClient(request, 6);
  await submitQuestionnaire(request, headers, appointmentId);
  const practitioner = await londonStaff(request, 'practitioner');
  await signIn(page, practitioner);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  const part = page.getByTestId('practitioner');
  await expect(part.getByRole('radiogroup', { name: /clear/i }).first()).toHaveAttribute(
    'aria-required',
    'true',
  );
  await question(page, 'share_with_gp').locator('input[value="no"]').check();
  await question(page, 'clearance_decision').locator('input[value="cleared"]').check();
  for (const box of await part.locator('[data-safety-warning] textarea').all()) {
    await box.fill('Cleared for hydration only.');
  }
  await signByKeyboard(page, question(page, 'signature_1'));
  await expectNoAxeViolations(page);
  await part.getByRole('button', { name: 'Sign the decision' }).focus();
  await page.keyboard.press('Enter');
  await expect(part.getByTestId('decision')).toBeFocused();
  await expect(page.getByTestId('announce-polite')).toContainText('Cleared for treatment');
  expect(await focusedTestId(page)).toBe('decision');
  expect(await focusedTag(page)).not.toBe('BODY');
  await expectNoAxeViolations(page);
  // Opening the signed record later is quiet and leaves focus alone.
  await page.reload();
  await expect(part.getByTestId('decision')).toBeVisible();
  await expect(page.getByTestId('announce-polite')).toBeEmpty();

  const nurse = await londonStaff(request, 'nurse');
  const nursePage = await (await browser.newContext()).newPage();
  await signIn(nursePage, nurse);
  await nursePage.goto(`/medical/london/20231027?appointment=${appointmentId}`);
  await expect(nursePage.getByTestId('treatment-form')).toBeVisible();
  await expect(question(nursePage, 'arm').getByRole('radiogroup')).toHaveAttribute(
    'aria-required',
    'true',
  );
  // What a screen reader finds on each record screen: a few named regions (the parts a person
  // moves between), the signed forms and form sections as named groups inside them, and the
  // required choices as required radio groups.
  const review = page.getByRole('main');
  await expect(review).toMatchAriaSnapshot(`
    - main:
      - heading "Practitioner's review" [level=1]
      - region /^Visit/
      - region /^Screening flags/
      - region "Consent and identity"
      - region "Letter to the GP"
      - region "Attachments"
      - region "Signed forms":
        - heading "Signed forms" [level=2]
        - group "Medical questionnaire":
          - heading "Medical questionnaire" [level=3]
          - group /^Personal details Medical questionnaire Signed/
      - region "Practitioner's decision":
        - heading "Practitioner's decision" [level=2]
        - group "Practitioner's review and clearance"
    `);
  expect(await review.getByRole('region').count()).toBeLessThanOrEqual(8);
  const record = nursePage.getByRole('main');
  await expect(record).toMatchAriaSnapshot(`
    - main:
      - heading "Treatment record" [level=1]
      - region /^Visit/
      - region "Before you treat"
      - region "Treatment record":
        - heading "Treatment record" [level=2]
        - group "Vital signs before treatment"
        - group "Treatment":
          - radiogroup "Cannula or butterfly needle"
          - radiogroup "Gauge"
          - radiogroup "Arm"
        - group "Observation after treatment":
          - radiogroup "Observation"
        - group "Completion and signature"
    `);
  expect(await record.getByRole('region').count()).toBeLessThanOrEqual(4);

  // The nurse signs the record: its confirmation takes focus and is said once.
  await recordTreatment(nursePage);
  await nursePage
    .getByTestId('treatment-form')
    .getByRole('button', { name: 'Sign the treatment record' })
    .focus();
  await nursePage.keyboard.press('Enter');
  const completed = nursePage.getByTestId('completed');
  await expect(completed).toBeFocused();
  await expect(nursePage.getByTestId('announce-polite')).toHaveText(
    'Treatment recorded: the appointment is completed.',
  );
  await expectNoAxeViolations(nursePage);
});
