import { expect, test } from '@playwright/test';
import { E2E_ADMIN, createStaff, signInWithPassword } from './accounts-support';
import { expectNoAxeViolations, gotoHydrated } from './support';
import { bookedClient } from './verification-support';

// An admin who does not work at London opens a London client's record only by giving a reason
// ("breaking the glass"); another admin sees the reason on the review screen and marks it.
test('an admin outside the clinic opens a record with a reason, and another admin reviews it', async ({
  page,
  browser,
  request,
}) => {
  const visit = await bookedClient(request, 23);
  const manager = await createStaff(request, 'admin', []);

  await gotoHydrated(page, '/login');
  await signInWithPassword(page, manager.email, manager.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/detail/london/20240926?appointment=${visit.appointmentId}`);
  const panel = page.getByTestId('break-glass');
  await expect(panel).toContainText('You do not work at this clinic');
  await expect(
    panel.getByRole('heading', { name: 'Open this record outside your clinics?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const reason = panel.getByLabel('Reason for opening this record');
  await reason.fill('ill');
  await panel.getByRole('button', { name: 'Open the record (audited)' }).click();
  await expect(panel.getByText('Give a reason of at least 10 characters')).toBeVisible();
  await expect(reason).toBeFocused();
  await reason.fill('Client fainted at our Manchester desk; allergy list needed now.');
  await panel.getByRole('button', { name: 'Open the record (audited)' }).click();
  await expect(page.getByTestId('break-glass')).toHaveCount(0);
  await expect(page.getByText('Vera Client').first()).toBeVisible();

  // The first admin reviews it from the admin screens.
  const context = await browser.newContext();
  const reviewer = await context.newPage();
  await gotoHydrated(reviewer, '/login');
  await signInWithPassword(reviewer, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(reviewer).not.toHaveURL(/\/login/);
  await reviewer
    .getByRole('navigation', { name: 'Staff navigation' })
    .getByRole('link', { name: 'Administration' })
    .click();
  await reviewer
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Access reviews' })
    .click();
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('Access outside a clinic');
  const row = reviewer.getByRole('row').filter({ hasText: manager.name });
  await expect(row).toContainText('Client fainted at our Manchester desk');
  await expect(row).toContainText('Vera Client');
  await expectNoAxeViolations(reviewer);
  await row.getByRole('button', { name: `Mark reviewed: ${manager.name} for Vera Client` }).click();
  await expect(reviewer.getByRole('status').filter({ hasText: 'Marked reviewed' })).toHaveText(
    `Marked reviewed: ${manager.name} for Vera Client.`,
  );
  await expect(row).toContainText('Reviewed on');
  await context.close();
});
