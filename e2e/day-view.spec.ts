import { readFileSync } from 'node:fs';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from '@playwright/test';
import { getTemplate } from '../src/shared/forms';
import { PNG, validAnswers } from '../src/shared/forms/test-support';
import { E2E_ADMIN, apiSignIn, createStaff, signInWithPassword, unique } from './accounts-support';
import { expectNotReloaded, markPage } from './clinic-support';
import { PHONE, expectNoAxeViolations, gotoHydrated } from './support';
import { bookedClient } from './verification-support';

/** Arabic texts come from the catalog itself, so wording fixes there do not break the test. */
const arabic = JSON.parse(
  readFileSync(new URL('../src/web/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const ar = (key: string): string =>
  key.split('.').reduce((node, part) => node[part], arabic) as unknown as string;

/**
 * A visit booked online at London, its local day there and its client, with a nurse signed
 * in on a request context of its own: a sign-in elsewhere on a shared context would replace
 * the nurse's session cookie.
 */
async function bookedVisit(baseURL: string | undefined, dayOffset: number) {
  const request = await playwrightRequest.newContext({ baseURL });
  const booked = await bookedClient(request, dayOffset);
  const found = await (
    await request.post('/api/clients/search', {
      headers: booked.headers,
      data: { type: 'email', email: booked.email },
    })
  ).json();
  const startsAt = found.data.client.appointments[0].starts_at as string;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(startsAt),
  );
  return { ...booked, request, clientId: found.data.client.id as string, day };
}

/** The client's questionnaire for the appointment, filled on the clinic tablet (staff session). */
async function submitQuestionnaire(
  request: APIRequestContext,
  headers: Record<string, string>,
  appointmentId: string,
) {
  const template = getTemplate('mfUk')!;
  const slots = template.sections.flatMap((s) =>
    s.questions.flatMap((q) => (q.type === 'signature' ? [q.slot] : [])),
  );
  const response = await request.post('/api/forms/submissions', {
    headers,
    data: {
      template_id: template.id,
      version: template.version,
      store_code: 'london',
      locale: 'en',
      appointment_id: appointmentId,
      // The booked name: the signed one becomes the client record's (decision 028).
      answers: validAnswers(template, { first_name: 'Vera', last_name: 'Client' }),
      signatures: slots.map((slot) => ({
        slot,
        png_base64: PNG.slice('data:image/png;base64,'.length),
        method: 'drawn',
        signer_name: 'Vera Client',
      })),
      idempotency_key: unique('dayview'),
    },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
}

/** Assigns clinics to a member of staff over the admin API (the screen is tested below). */
async function assignStores(request: APIRequestContext, email: string, stores: string[]) {
  const headers = await apiSignIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const staff = (await (await request.get('/api/admin/staff', { headers })).json()).data.staff as {
    id: string;
    email: string;
  }[];
  const id = staff.find((s) => s.email === email)!.id;
  const response = await request.put(`/api/admin/staff/${id}/stores`, {
    headers,
    data: { store_codes: stores },
  });
  expect((await response.json()).code).toBe(0);
}

test.describe('the day view', () => {
  test('an admin assigns London; the practitioner sees the visit change live', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const visit = await bookedVisit(baseURL, 9);
    const practitioner = await createStaff(request, 'practitioner', []);

    // The admin screen: where the practitioner works.
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/today$/);
    await page
      .getByRole('navigation', { name: 'Staff navigation' })
      .getByRole('link', { name: 'Administration' })
      .click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await page
      .getByLabel('Staff member', { exact: true })
      .selectOption({ label: practitioner.name });
    const clinics = page.getByRole('group', { name: `Clinics of ${practitioner.name}` });
    await expect(clinics.getByText('No clinic yet')).toBeVisible();
    await clinics.getByRole('checkbox', { name: 'London', exact: true }).check();
    await page.getByRole('button', { name: 'Save clinics' }).click();
    await expect(page.getByText(`The clinics of ${practitioner.name} were saved.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The practitioner, in another browser, lands on the day view.
    const context = await browser.newContext();
    const staffPage = await context.newPage();
    await gotoHydrated(staffPage, '/login');
    await signInWithPassword(staffPage, practitioner.email, practitioner.password);
    await expect(staffPage).toHaveURL(/\/today$/);
    const nav = staffPage.getByRole('navigation', { name: 'Staff navigation' });
    await expect(nav.getByRole('link', { name: 'Day view' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Day view' })).toBeVisible();

    await staffPage.goto(`/today?date=${visit.day}`);
    const row = staffPage.locator(`tr[data-appointment="${visit.appointmentId}"]`);
    await expect(row).toContainText('Not started');
    await expect(row).toContainText('No flags');
    await expect(row).toContainText('Client');
    await expect(row.getByRole('link', { name: 'Vera Client' })).toHaveAttribute(
      'href',
      new RegExp(`^/detail/london/\\d{8}\\?appointment=${visit.appointmentId}$`),
    );
    await expect(staffPage.getByTestId('live-status')).toHaveText('Live');
    // What a screen reader finds: one main landmark with the page's heading, the clinic and
    // day controls, and the visits as a table with named columns and each client's link.
    await expect(staffPage.getByRole('main')).toMatchAriaSnapshot(`
      - main:
        - heading "Day view" [level=1]
        - paragraph: Live
        - textbox "Day"
        - button "Today"
        - region "Chairs booked per hour — London":
          - heading "Chairs booked per hour — London" [level=2]
          - list
        - table "All visits":
          - caption: All visits
          - rowgroup:
            - row:
              - columnheader "Time"
              - columnheader "Client"
              - columnheader "Appointment"
              - columnheader "Stage"
              - columnheader "Flags"
              - columnheader "Waits for"
              - columnheader "Consent and identity"
              - columnheader "Chair"
          - rowgroup:
            - row:
              - cell /\\d{2}:\\d{2}/
              - rowheader "Vera Client Practitioner review":
                - link "Vera Client Practitioner review"
              - cell /^AP-/
              - cell "Not started"
              - cell "No flags"
              - cell "Client"
              - cell /^Consent to treatment/
              - cell:
                - combobox "Chair of Vera Client"
      `);
    await expectNoAxeViolations(staffPage);

    // The client's questionnaire arrives through another session: the row changes by itself.
    await markPage(staffPage);
    await submitQuestionnaire(visit.request, visit.headers, visit.appointmentId);
    await expect(row).toContainText('MF and RF completed');
    await expect(row).toContainText('Desk');
    await expect(staffPage.getByTestId('day-announce')).toContainText(
      'Vera Client: MF and RF completed',
    );
    await expectNotReloaded(staffPage);
    await expectNoAxeViolations(staffPage);
    await context.close();
  });
});

test.describe('the day view in Arabic on a phone', () => {
  test.use(PHONE);

  test('right to left, live, with the verified visit first for the practitioner', async ({
    page,
    request,
    baseURL,
  }) => {
    const visit = await bookedVisit(baseURL, 10);
    // A second client the same day, who cancels before filling anything.
    const other = await bookedVisit(baseURL, 10);
    expect(other.day).toBe(visit.day);
    const practitioner = await createStaff(request, 'practitioner');
    await assignStores(request, practitioner.email, ['london']);

    await gotoHydrated(page, '/login');
    await signInWithPassword(page, practitioner.email, practitioner.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto(`/today?date=${visit.day}&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('dayView.title'));
    const row = page.locator(`tr[data-appointment="${visit.appointmentId}"]`);
    await expect(row).toContainText(ar('dayView.stages.not_started'));
    await expect(page.getByTestId('live-status')).toHaveText(ar('dayView.live'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBe(80);
    await expectNoAxeViolations(page);

    // The header menu on a phone: a button that opens the links.
    const menu = page.getByRole('button', { name: ar('nav.menu') });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: ar('nav.search') })).toBeVisible();
    await expectNoAxeViolations(page);
    // From a link inside it, Escape closes the menu and puts focus back on its button.
    await menu.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: ar('nav.dayView') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await markPage(page);
    await submitQuestionnaire(visit.request, visit.headers, visit.appointmentId);
    await expect(row).toContainText(ar('dayView.stages.mf_rf_completed'));
    const verified = await visit.request.post('/api/verification/in-person', {
      headers: visit.headers,
      data: { clientId: visit.clientId, appointmentId: visit.appointmentId, document: 'passport' },
    });
    expect((await verified.json()).code).toBe(0);
    // Verified: it waits for the practitioner, so it heads their list as the next client.
    const ready = page.getByRole('table', { name: ar('dayView.readyForYou') });
    await expect(ready.locator(`tr[data-appointment="${visit.appointmentId}"]`)).toContainText(
      ar('dayView.nextReady'),
    );
    await expectNotReloaded(page);
    await expectNoAxeViolations(page);

    // The other client cancels: the row leaves the day, and a screen reader hears whose.
    const otherRow = page.locator(`tr[data-appointment="${other.appointmentId}"]`);
    await expect(otherRow).toContainText(ar('dayView.stages.not_started'));
    const cancelled = await other.request.post(
      `/api/appointments/${other.appointmentId}/transition`,
      { headers: other.headers, data: { event: 'cancel' } },
    );
    expect((await cancelled.json()).code).toBe(0);
    await expect(otherRow).toHaveCount(0);
    await expect(page.getByTestId('day-announce')).toContainText(
      ar('dayView.removed').replace('{{name}}', 'Vera Client'),
    );
    await expectNotReloaded(page);

    // The live updates drop and return: said in words, not only by the dot.
    const connection = page.getByTestId('connection-announce');
    await expect(connection).toHaveAttribute('aria-live', 'polite');
    await expect(connection).toHaveText('');
    // Every text the region takes is kept, however short-lived: how soon the browser
    // reconnects depends on the machine.
    await connection.evaluate((region) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    // The server ends the stream when the member's clinics change; the browser reconnects.
    await assignStores(request, practitioner.email, []);
    await expect(connection).toHaveText(ar('dayView.connection.back'));
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.filter(Boolean)).toEqual([
      ar('dayView.connection.lost'),
      ar('dayView.connection.back'),
    ]);
  });
});
