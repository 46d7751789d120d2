import { expect, test } from '@playwright/test';
import { E2E_ADMIN, apiSignIn, createStaff, signInWithPassword } from './accounts-support';
import { expectNoAxeViolations, gotoHydrated } from './support';
import { bookedClient } from './verification-support';

// An admin opens a client's audit trail from the client's record on the search screen, sees who
// looked the client up, narrows it to one staff member, and finds the downloads.
test("an admin opens a client's audit trail and filters it by staff member", async ({
  page,
  request,
}) => {
  const visit = await bookedClient(request, 31);
  // A second staff member looks the same client up: two people in the trail.
  const practitioner = await createStaff(request, 'practitioner');
  const headers = await apiSignIn(request, practitioner.email, practitioner.password);
  const search = await request.post('/api/clients/search', {
    headers,
    data: { type: 'email', email: visit.email },
  });
  expect((await search.json()).code).toBe(0);

  await gotoHydrated(page, '/login');
  await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page
    .getByRole('navigation', { name: 'Staff navigation' })
    .getByRole('link', { name: 'Search' })
    .click();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel('Email address').fill(visit.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: "Who accessed this client's data" }).click();

  await expect(page).toHaveURL(/\/admin\/audit\?client_id=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  await expect(page.getByText('Events about Vera Client')).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit events, newest first' });
  await expect(table.getByRole('row').filter({ hasText: visit.nurse.name }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: practitioner.name }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download as CSV' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: "Download “who accessed this client's data” (PDF)" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByLabel('Staff member')
    .selectOption({ label: `${practitioner.name} (practitioner)` });
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect(page).toHaveURL(/staff_id=/);
  await expect(table.getByRole('row').filter({ hasText: practitioner.name }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: visit.nurse.name })).toHaveCount(0);
  // Still this client's trail, and the CSV link carries both filters.
  await expect(page.getByText('Events about Vera Client')).toBeVisible();
  const csv = page.getByRole('link', { name: 'Download as CSV' });
  await expect(csv).toHaveAttribute('href', /client_id=.*staff_id=|staff_id=.*client_id=/);
  await expectNoAxeViolations(page);

  // The admin's own reading of the log is in the trail too.
  await page.getByLabel('Staff member').selectOption({ label: 'Anyone' });
  await page.getByLabel('Action').fill('audit');
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'audit.list' }).first()).toBeVisible();
});
