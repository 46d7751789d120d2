import { expect, test } from '@playwright/test';
import { londonStaff, question, signIn, submitQuestionnaire } from './clinic-support';
import { TEXTS, answerVisibleQuestions } from './questionnaire-support';
import { openReview } from './reconsent-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

// A client whose forms are signed reports a change on the day, before the practitioner has
// decided: the desk records it from the client table and the review shows what changed.
test('a change in medical history after the forms are signed reaches the review', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, appointmentId, headers } = await bookedClient(request, 17);
  await submitQuestionnaire(request, headers, appointmentId);
  const practitioner = await londonStaff(request, 'practitioner');
  await signIn(page, practitioner);
  await page.goto('/search');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('form[role="search"] button[type="submit"]').click();
  // The only appointment, its forms signed: the action is offered on it.
  await page.getByRole('button', { name: 'Change in Medical History' }).click();
  await expect(page).toHaveURL(/\/reconsent\?appointment=/);
  await question(page, 'medications').locator('input[value="yes"]').check();
  await expect(page.getByTestId('changed-count')).toHaveAttribute('data-count', '1');
  await expectNoAxeViolations(page);
  await answerVisibleQuestions(page, TEXTS.en);
  await page.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(page).toHaveURL(/\/medicalSuccess/);

  await openReview(page, appointmentId);
  await expect(
    page.getByTestId('what-changed').locator('[data-question="medications"]'),
  ).toHaveAttribute('data-change', 'changed');
  await expectNoAxeViolations(page);
});
