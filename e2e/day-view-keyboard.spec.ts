import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { createStaff } from './accounts-support';
import { submitQuestionnaire } from './clinic-support';
import { expectNoAxeViolations, gotoHydrated } from './support';
import { bookedClient } from './verification-support';

/** Arabic texts come from the catalog itself, so wording fixes there do not break the test. */
const arabic = JSON.parse(
  readFileSync(new URL('../src/web/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const ar = (key: string): string =>
  key.split('.').reduce((node, part) => node[part], arabic) as unknown as string;

/** What has focus, as a screen reader would name it: tag, and its text or label. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'BODY', name: '' };
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '';
    return { tag: el.tagName, name: label.trim() };
  });
}

/** Presses Tab until `target` has focus, at most `limit` times; returns how many it took. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit: number) {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`focus never reached the target in ${limit} Tabs`);
}

/** Signs in with the keyboard only: Tab to the email field, type, Tab, type, Enter. */
async function keyboardSignIn(page: Page, person: { email: string; password: string }) {
  await gotoHydrated(page, '/login');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await tabTo(page, page.getByLabel(/^(Email address|البريد الإلكتروني)/), 8);
  await page.keyboard.type(person.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/today$/);
}

/** A London visit a few weeks ahead, its local day, and its forms in (waiting for the desk). */
async function visitWithForms(baseURL: string | undefined, dayOffset: number) {
  const request = await playwrightRequest.newContext({ baseURL });
  const booked = await bookedClient(request, dayOffset);
  await submitQuestionnaire(request, booked.headers, booked.appointmentId);
  const found = await (
    await request.post('/api/clients/search', {
      headers: booked.headers,
      data: { type: 'email', email: booked.email },
    })
  ).json();
  const client = found.data.client;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
    new Date(client.appointments[0].starts_at as string),
  );
  return { ...booked, request, clientId: client.id as string, day };
}

test.describe('the day view by keyboard', () => {
  test('a practitioner reaches the next client ready and lands on the review', async ({
    page,
    request,
    baseURL,
  }) => {
    const visit = await visitWithForms(baseURL, 47);
    const verified = await visit.request.post('/api/verification/in-person', {
      headers: visit.headers,
      data: { clientId: visit.clientId, appointmentId: visit.appointmentId, document: 'passport' },
    });
    expect((await verified.json()).code).toBe(0);
    const practitioner = await createStaff(request, 'practitioner');

    await keyboardSignIn(page, practitioner);
    await page.goto(`/today?date=${visit.day}`);
    // A new page puts focus on its heading, so a screen reader says where it is.
    await expect(page.getByRole('heading', { level: 1, name: 'Day view' })).toBeFocused();

    const ready = page.getByRole('table', { name: 'Ready for you' });
    const link = ready.locator(`tr[data-appointment="${visit.appointmentId}"]`).getByRole('link');
    await expect(link).toHaveAccessibleName('Vera Client Practitioner review');
    // From the heading: the day, "Today", then the first client waiting for this practitioner.
    const presses = await tabTo(page, link, 8);
    expect(presses).toBeLessThanOrEqual(6);
    expect(await focused(page)).toEqual({ tag: 'A', name: 'Vera Client\nPractitioner review' });

    // The chair list in the same row: an arrow key shows a chair but saves nothing until Enter.
    const row = ready.locator(`tr[data-appointment="${visit.appointmentId}"]`);
    const chair = row.getByRole('combobox', { name: 'Chair of Vera Client' });
    await tabTo(page, chair, 4);
    const savedChair = async () => {
      const day = await (
        await page.request.get(`/api/visits/day?date=${visit.day}&store_code=london`)
      ).json();
      const mine = (day.data.visits as { appointment_id: string; chair: number | null }[]).find(
        (v) => v.appointment_id === visit.appointmentId,
      );
      return mine?.chair;
    };
    await page.keyboard.press('ArrowDown');
    await expect(chair).toHaveValue('1');
    await expect(row.getByRole('button', { name: 'Save chair: Vera Client' })).toBeVisible();
    await expect(chair).toBeFocused();
    expect(await savedChair()).toBeNull();
    await page.keyboard.press('Escape');
    await expect(chair).toHaveValue('');
    await expect(row.getByRole('button', { name: 'Save chair: Vera Client' })).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(savedChair).toBe(1);
    await expect(chair).toBeFocused();
    await expect(chair).toHaveValue('1');

    await page.keyboard.press('Shift+Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/detail\/london\/\d{8}\?appointment=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('in Arabic, a nurse at the desk opens the identity check of a client whose forms are in', async ({
    page,
    request,
    baseURL,
  }) => {
    const visit = await visitWithForms(baseURL, 48);
    const nurse = await createStaff(request, 'nurse');

    await keyboardSignIn(page, nurse);
    await page.goto(`/today?date=${visit.day}&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar('dayView.title') })).toBeFocused();

    const row = page.locator(`tr[data-appointment="${visit.appointmentId}"]`);
    await expect(row).toContainText(ar('dayView.stages.mf_rf_completed'));
    const link = row.getByRole('link');
    await expect(link).toHaveAccessibleName(`Vera Client ${ar('dayView.opens.verify')}`);
    await tabTo(page, link, 8);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verify\?/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
