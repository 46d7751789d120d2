import { expect, test } from '@playwright/test';
import { E2E_ADMIN, apiSignIn, createStaff, unique } from './accounts-support';
import { londonStaff } from './clinic-support';
import { bookViaApi } from './clients-support';
import { expectNoAxeViolations } from './support';

/** Letters only: the questionnaire's name field takes no digits. */
const letters = (id: string) =>
  id
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

test('the staff screen: a table whose row buttons name their person; clinics real first, filtered', async ({
  page,
  request,
}) => {
  const { name, email } = await createStaff(request, 'nurse');
  await apiSignIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/staff');
  await expect(page.getByRole('region', { name: 'Staff accounts' })).toMatchAriaSnapshot(`
    - region "Staff accounts":
      - table:
        - rowgroup:
          - row:
            - columnheader "Name"
            - columnheader "Email address"
            - columnheader "Role"
            - columnheader "Status"
            - columnheader "Actions"
  `);
  await expect(page.locator(`tr[data-email="${email}"]`)).toMatchAriaSnapshot(`
    - row:
      - rowheader "${name}"
      - cell "${email}"
      - cell:
        - combobox "Role of ${name}"
      - cell "Active"
      - cell:
        - 'button "Deactivate: ${name}"'
  `);
  await expectNoAxeViolations(page);

  // The clinics a member works at: named clinics before trial and code-named ones.
  const clinics = page.getByRole('group', { name: /^Clinics of / });
  await expect(clinics.getByRole('status')).toHaveText(/^Showing (\d+) of \1 clinics$/);
  const named = clinics.getByRole('group', { name: 'Clinics', exact: true });
  await expect(named.getByRole('checkbox', { name: 'London' })).toBeVisible();
  await clinics.getByRole('searchbox', { name: 'Filter clinics by name' }).fill('lon');
  await expect(clinics).toMatchAriaSnapshot(`
    - group:
      - searchbox "Filter clinics by name": lon
      - status: /Showing 1 of \\d+ clinics/
      - group "Clinics":
        - list:
          - listitem:
            - checkbox "London"
  `);
  await expect(
    clinics.getByRole('group', { name: 'Trial clinics and clinics still called by their code' }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('client search: a short summary is announced and the results are read as tables', async ({
  page,
  request,
}) => {
  const surname = `Karimova${letters(unique('k'))}`;
  const client = `Amelia ${surname}`;
  await bookViaApi(
    request,
    { channel: 'email', email: `${unique('amelia')}@e2e.test` },
    { first_name: 'Amelia', last_name: surname },
  );
  const nurse = await londonStaff(request, 'nurse');
  await apiSignIn(page.request, nurse.email, nurse.password);
  await page.goto('/search');
  // The status region is there, empty, before the search, so its first text is announced.
  const summary = page.getByTestId('search-summary');
  await expect(summary).toHaveRole('status');
  await expect(summary).toHaveText('');

  const form = page.getByRole('search');
  const term = surname.toLowerCase();
  await form.getByRole('radio', { name: 'Name' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill(term);
  await form.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(summary).toHaveText(`Clients found for “${term}”: 1`);
  await expect(page.getByRole('region', { name: 'Clients found: 1' })).toMatchAriaSnapshot(`
    - 'region "Clients found: 1"':
      - 'table "Clients found: 1"':
        - caption: "Clients found: 1"
        - rowgroup:
          - row:
            - columnheader "Name"
            - columnheader "Date of birth"
            - columnheader "Email"
            - columnheader "Mobile"
            - columnheader "Today"
            - columnheader "Last visit"
            - columnheader "Clinic"
            - columnheader "Consent and identity"
        - rowgroup:
          - row:
            - rowheader "${client}":
              - button "${client}"
  `);
  await page.getByRole('button', { name: client }).click();
  const subject = `${client}, appointment AP-[A-Z0-9]+`;
  await expect(page.getByRole('region', { name: `Client information: ${client}` }))
    .toMatchAriaSnapshot(`
    - region:
      - 'table "Client information: ${client}"':
        - rowgroup:
          - row:
            - columnheader "Name"
            - columnheader "Age"
            - columnheader "Gender"
            - columnheader "Date of birth"
            - columnheader "Appointment number"
            - columnheader "Status"
            - columnheader "Booking time"
            - columnheader "Booked by"
            - columnheader "Created time"
            - columnheader "Previous modified time"
            - columnheader "Operation"
        - rowgroup:
          - row:
            - rowheader "${client}"
            - cell:
              - 'button /^Register and Process to Medical Questionnaire: ${subject}$/'
              - 'button /^Send form link by email: ${subject}$/'
              - 'button /^Cancel appointment: ${subject}$/'
              - 'button /^Identity check: link and QR code: ${subject}$/'
  `);
  // No table is inside a live region: each would be read as one long string.
  await expect(
    page.locator('[aria-live], [role=status], [role=alert], [role=log]').locator('table'),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  await form.getByRole('textbox', { name: 'Name' }).fill(`${term}zz`);
  await form.getByRole('textbox', { name: 'Name' }).press('Enter');
  await expect(summary).toHaveText(`No client found for “${term}zz”`);
  await expectNoAxeViolations(page);
});
