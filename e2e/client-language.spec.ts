import { expect, test, type APIRequestContext } from '@playwright/test';
import { unique } from './accounts-support';
import { londonStaff, signIn } from './clinic-support';
import { bookViaApi, findClient } from './clients-support';
import { PHONE, expectNoAxeViolations, gotoHydrated, toast } from './support';

interface OutboxMessage {
  destination: string;
  subject: string;
  body: string;
}

/** The newest message to `email` whose subject is `subject`, once it is in the outbox. */
async function messageTo(request: APIRequestContext, email: string, subject: string) {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const body = await (await request.get('/api/dev/outbox?limit=200')).json();
    found = (body.data.messages as OutboxMessage[]).find(
      (m) => m.destination === email && m.subject === subject,
    );
    expect(found, `"${subject}" to ${email}`).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  return found!;
}

/** A client who booked online on the Arabic page: Arabic is her language from then on. */
async function arabicClient(request: APIRequestContext) {
  const email = `${unique('salma')}@e2e.test`;
  const names = { first_name: 'Salma', last_name: unique('Haddad') };
  const booked = await bookViaApi(request, { channel: 'email', email }, names, 'ar');
  return { email, number: booked.number };
}

test.describe("messages follow the client's language", () => {
  test('the desk on an English screen sends a form link that opens in Arabic on her phone', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { email, number } = await arabicClient(request);
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);

    const table = await findClient(page, email);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The desk sees her language, and sends in it unless it chooses another on purpose.
    const language = page.getByLabel('Messages and links in');
    await expect(language.locator('option:checked')).toHaveText("The client's language: العربية");
    await expectNoAxeViolations(page);
    await table.getByRole('button', { name: 'Send form link by email' }).click();
    await expect(toast(page, 'The form link has been sent.')).toBeVisible();

    const mail = await messageTo(request, email, 'Clinic Intake: نموذجك الطبي');
    // Her appointment number reads left to right inside the Arabic sentence.
    expect(mail.body).toContain(`موعدك \u2066${number}\u2069`);
    const link = new URL(mail.body.split('\n').at(-1)!);
    expect(link.searchParams.get('lang')).toBe('ar');

    // A phone that has never opened the product: no stored language, no cookie.
    const phone = await browser.newContext(PHONE);
    const client = await phone.newPage();
    await gotoHydrated(client, link.pathname + link.search);
    await expect(client.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(client.getByRole('heading', { level: 1, name: 'التحقق من الهوية' })).toBeVisible();
    // The page took the link's code as always (the address keeps the language and the mark).
    await expect.poll(() => client.url()).not.toContain('code=');
    const address = new URL(client.url()).searchParams;
    expect(address.get('from')).toBe('link');
    expect(address.get('lang')).toBe('ar');
    await expectNoAxeViolations(client);

    await client.getByRole('radio', { name: 'بالبريد الإلكتروني' }).check();
    await client.getByRole('button', { name: 'إرسال الرمز' }).click();
    // The identity code follows the Arabic screen she asked from.
    const codeMail = await messageTo(request, email, 'Clinic Intake: رمز التحقق من الهوية');
    const otp = /\u2066(\d{6})\u2069/.exec(codeMail.body)?.[1];
    expect(otp).toBeTruthy();
    await client.getByLabel('رمز التحقق').fill(otp!);
    await client.getByRole('button', { name: 'تأكيد' }).click();
    await expect(client.getByText('شكرًا لكم. تم التحقق من هويتكم.')).toBeVisible();
    await expectNoAxeViolations(client);
    await client.getByRole('link', { name: 'المتابعة إلى النموذج الطبي' }).click();

    // The medical form, in Arabic, right to left.
    await expect(client).toHaveURL(/\/mf\/london\//);
    await expect(client.locator('form [data-question]').first()).toBeVisible();
    await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(client.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(client.getByRole('button', { name: 'متابعة' })).toBeVisible();
    await expectNoAxeViolations(client);
    await phone.close();

    // Another language chosen on purpose goes with the next message only.
    await language.selectOption('fr');
    await table.getByRole('button', { name: 'Send form link by email' }).click();
    const french = await messageTo(request, email, 'Clinic Intake: Votre formulaire médical');
    expect(new URL(french.body.split('\n').at(-1)!).searchParams.get('lang')).toBe('fr');
    const again = await findClient(page, email);
    await expect(again).toBeVisible();
    await expect(page.getByLabel('Messages and links in').locator('option:checked')).toHaveText(
      "The client's language: العربية",
    );
  });
});
