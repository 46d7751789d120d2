import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, apiSignIn, latestCode, unique } from './accounts-support';
import { londonStaff, signIn } from './clinic-support';
import { PHONE, expectNoAxeViolations, gotoHydrated } from './support';
import { FIRST_RESERVED_DAY } from './verification-support';

const ar = JSON.parse(
  readFileSync(new URL('../src/web/i18n/locales/ar.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

const LONDON = 'Europe/London';
const londonDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: LONDON }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, timeStyle: 'short' }).format(new Date(iso));

/** London's 11:00 start on a local date, as the booking API names it. */
async function elevenAt(request: APIRequestContext, date: string): Promise<string> {
  const body = await (await request.get(`/api/booking/slots?store=london&date=${date}`)).json();
  const slot = (body.data.slots as { starts_at: string }[]).find(
    (s) => londonTime(s.starts_at) === '11:00',
  );
  expect(slot, `an 11:00 start at London on ${date}`).toBeTruthy();
  return slot!.starts_at;
}

/** A client books London online through the API (their code read from the outbox). */
async function bookOverApi(request: APIRequestContext, startsAt: string, language = 'en') {
  const email = `${unique('chair')}@e2e.test`;
  const sent = await request.post('/api/booking/send-code', { data: { channel: 'email', email } });
  expect((await sent.json()).code).toBe(0);
  const code = await latestCode(request, email);
  const booked = await request.post('/api/booking/book', {
    data: {
      channel: 'email',
      email,
      code,
      store_code: 'london',
      service: 'iv_drip',
      starts_at: startsAt,
      first_name: 'Chair',
      last_name: unique('Client'),
      language,
    },
  });
  const body = await booked.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return { email, number: body.data.number as string };
}

/** On /book-online with London chosen by its link: the day, the time and who books. */
async function chooseVisit(page: Page, date: string, startsAt: string) {
  await page.getByLabel(/^Date$|^التاريخ$/).fill(date);
  await page.locator(`input[name="slot"][value="${startsAt}"]`).check();
}

test('an admin runs the clinics, and London fills up at three chairs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const all = (await (await page.request.get('/api/admin/stores', { headers: admin })).json()).data
    .stores as { code: string; name: string }[];
  const placeholder = all.find((s) => s.name === `Clinic ${s.code}`)!;
  const newName = `Camden ${unique('e2e').slice(-6)}`;

  // The admin renames a placeholder clinic and gives it an address.
  await signIn(page, { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  await page.goto('/today');
  await page.getByRole('link', { name: 'Administration', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Clinics' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinics' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Edit ${placeholder.name}` }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: `${placeholder.name} (${placeholder.code})` }),
  ).toBeFocused();
  await page.getByLabel('Name', { exact: true }).fill(newName);
  await page.getByLabel('Address').fill('12 Camden High Street, London NW1');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save clinic' }).click();
  await expect(page.getByText(`${newName} was saved.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: newName })).toBeVisible();

  // London gets three chairs; a wrong number and hours that end before they start are named.
  await page.getByRole('button', { name: 'Edit London' }).click();
  await page.getByLabel('Chairs').fill('0');
  await page.getByLabel('Closes on Monday').fill('08:00');
  await page.getByRole('button', { name: 'Save clinic' }).click();
  await expect(page.getByText('Enter a whole number of chairs from 1 to 50.')).toBeVisible();
  await expect(page.getByLabel('Closes on Monday')).toBeFocused();
  await expect(page.getByText('The closing time must be after the opening time.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Closes on Monday').fill('19:00');
  await page.getByLabel('Chairs').fill('3');
  await page.getByRole('button', { name: 'Save clinic' }).click();
  await expect(page.getByText('London was saved.')).toBeVisible();
  await expect(page.locator('tr[data-store="london"] td').nth(1)).toHaveText('3');

  // The renamed clinic is now offered to the public by its name.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await gotoHydrated(visitor, '/book-online');
  await expect(visitor.getByLabel('Clinic').locator('option', { hasText: newName })).toHaveCount(1);
  await visitorContext.close();

  // On a day nobody else books, three clients take London's 11:00.
  const date = londonDate(FIRST_RESERVED_DAY);
  const eleven = await elevenAt(page.request, date);
  const first = await bookOverApi(page.request, eleven);
  // The confirmation names the clinic and writes the time for a London reader.
  const outbox = (await (await page.request.get('/api/dev/outbox?limit=200')).json()).data
    .messages as { destination: string; body: string }[];
  const confirmation = outbox.find((m) => m.destination === first.email && m.body.includes('AP-'));
  expect(confirmation?.body).toContain(' at London is booked for ');
  expect(confirmation?.body).toMatch(/ 2\d\d\d at 11:00\./);

  // The second books on her phone in Arabic.
  const phone = await browser.newContext({ ...PHONE });
  const arabic = await phone.newPage();
  const arabicEmail = `${unique('arabic')}@e2e.test`;
  await gotoHydrated(arabic, '/book-online?store=london&lang=ar');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await chooseVisit(arabic, date, eleven);
  await arabic.getByLabel(ar.fields!.firstName!).fill('ليلى');
  await arabic.getByLabel(ar.fields!.lastName!).fill('حسن');
  await arabic.getByLabel(ar.fields!.email!).fill(arabicEmail);
  await arabic.getByRole('button', { name: ar.code!.send! }).click();
  await arabic.getByLabel(ar.fields!.code!).fill(await latestCode(page.request, arabicEmail));
  await arabic.getByRole('button', { name: ar.bookOnline!.confirm! }).click();
  await expect(arabic.getByTestId('booking-done')).toBeVisible();
  // Arabic reads Arabic: the time in Arabic-Indic digits, at London.
  await expect(arabic.getByTestId('appointment-when')).toHaveText(/[\u0660-\u0669]{4}/);
  await expect(arabic.getByTestId('appointment-store')).toContainText('London');
  await expectNoAxeViolations(arabic);
  await phone.close();

  // The fourth chooses 11:00 while a chair is still free; the third books it first.
  const fourthContext = await browser.newContext();
  const fourth = await fourthContext.newPage();
  const fourthEmail = `${unique('fourth')}@e2e.test`;
  await gotoHydrated(fourth, '/book-online?store=london');
  await chooseVisit(fourth, date, eleven);
  await fourth.getByLabel('First name').fill('Fay');
  await fourth.getByLabel('Last name').fill('Fourth');
  await fourth.getByLabel('Email address').fill(fourthEmail);
  await fourth.getByRole('button', { name: 'Send code' }).click();
  await fourth.getByLabel('Verification code').fill(await latestCode(page.request, fourthEmail));
  await bookOverApi(page.request, eleven);
  await fourth.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(
    fourth.getByText('That time is now fully booked. Please choose another time.'),
  ).toBeVisible();
  const full = fourth.locator(`label[data-slot="${eleven}"]`);
  await expect(full).toContainText('Full');
  await expect(full.locator('input')).toBeDisabled();
  await expectNoAxeViolations(fourth);
  await fourthContext.close();

  // The day view of an admin who works at London (admins see their own clinics' visits):
  // 3 of 3 chairs at 11:00, and a chair given to the first client.
  const manager = await londonStaff(page.request, 'admin');
  await page.context().clearCookies();
  await signIn(page, manager);
  await page.goto(`/today?store=london&date=${date}`);
  const hour = page.getByTestId('capacity').locator(`li[data-hour="${eleven}"]`);
  await expect(hour).toContainText('11:00');
  await expect(hour).toContainText('3/3');
  await expect(hour).toHaveAttribute('data-full', 'true');
  const row = page.getByRole('row').filter({ hasText: first.number });
  // Picked from the open list with the pointer: saved at once (a keystroke would wait for Enter).
  const chair = row.getByRole('combobox', { name: /^Chair of / });
  await chair.click();
  await chair.selectOption({ label: 'Chair 2' });
  await expect(row.getByRole('button', { name: /^Save chair/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: first.number }).getByRole('combobox'),
  ).toHaveValue('2');
});

test.describe('a London tablet set to US English', () => {
  test.use({ locale: 'en-US' });

  test('opens booking on today at the staff member’s clinic, phone numbers at +44', async ({
    page,
  }) => {
    const nurse = await londonStaff(page.request, 'nurse');
    await signIn(page, nurse);
    await page.goto('/search');
    await page.getByRole('radio', { name: 'Mobile' }).check();
    await expect(page.getByLabel('Country code')).toHaveValue('GB');

    await page.getByRole('link', { name: 'Book' }).click();
    await expect(page.getByLabel('Clinic')).toHaveValue('london');
    await expect(page.getByLabel('Treatment')).toHaveValue('iv_drip');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(londonDate(0));
    await page.getByRole('radio', { name: 'Mobile' }).check();
    await expect(page.getByLabel('Country code')).toHaveValue('GB');
    // Staff read the places each time has left, times on London's 24-hour clock.
    await page.getByLabel('Date', { exact: true }).fill(londonDate(FIRST_RESERVED_DAY + 1));
    const times = page.getByRole('group', { name: 'Time' });
    await expect(times.getByText(/places? left/).first()).toBeVisible();
    await expect(times.getByText('11:00', { exact: true })).toBeVisible();
    await expect(times).not.toContainText(/AM|PM/);
    await expectNoAxeViolations(page);
  });
});
