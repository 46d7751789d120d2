import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { getTemplate } from '../src/shared/forms/registry';
import { validAnswers } from '../src/shared/forms/test-support';
import { E2E_ADMIN, apiSignIn, latestCode, signInWithPassword, unique } from './accounts-support';
import { drawnSignaturePng, londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { TEXTS, answerVisibleQuestions } from './questionnaire-support';
import { PHONE, expectNoAxeViolations, gotoHydrated, toast } from './support';
import { bookedClient } from './verification-support';

interface Meta {
  kind: string;
  version: number;
  sha256: string;
  title: string;
}

test.describe('the terms of service and privacy policy on a phone', () => {
  test.use(PHONE);
  test.setTimeout(240_000);

  test('in Arabic, the client reads both documents before agreeing, and the consent records them', async ({
    page,
    request,
  }) => {
    const texts = TEXTS.ar;
    await gotoHydrated(page, '/mf/london/20240926?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const terms = page.getByRole('button', { name: 'اقرأ شروط الخدمة' });
    await expect(terms).toBeVisible();
    await expectNoAxeViolations(page);

    // Before ticking anything: the terms open over the form, in Arabic, right to left.
    await terms.click();
    const dialog = page.getByRole('dialog', { name: 'شروط الخدمة لدى IV Clinic' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: 'قبل العلاج' })).toBeVisible();
    await expect(dialog).toContainText('30 دقيقة');
    await expect(dialog).toContainText('الإصدار 1');
    await expectNoAxeViolations(page);
    // Esc closes it and the reader is back on the link.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(terms).toBeFocused();

    // The box ticked, then the privacy policy read: the tick is still there after it.
    await page.locator('#q-agree_terms').check();
    await page.getByRole('button', { name: 'اقرأ سياسة الخصوصية' }).click();
    const privacy = page.getByRole('dialog', { name: 'سياسة الخصوصية لدى IV Clinic' });
    await expect(privacy.getByRole('heading', { level: 3, name: 'حقوقك' })).toBeVisible();
    await expect(privacy).toContainText('ico.org.uk');
    await privacy.getByRole('button', { name: 'إغلاق' }).click();
    await expect(privacy).toBeHidden();
    await expect(page.locator('#q-agree_terms')).toBeChecked();

    await page.getByRole('button', { name: texts.continue }).click();
    await answerVisibleQuestions(page, texts);
    const sent = page.waitForRequest('**/api/forms/submissions');
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page).toHaveURL(/\/medicalSuccess/);

    // The submission named exactly the versions and texts shown, in Arabic.
    const body = (await sent).postDataJSON() as { locale: string; documents: Meta[] };
    expect(body.locale).toBe('ar');
    const current = (await (await request.get('/api/legal-documents/ivclinic?language=ar')).json())
      .data.documents as Meta[];
    expect(body.documents.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual(
      current
        .map(({ kind, version, sha256 }) => ({ kind, version, sha256 }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    );
  });
});

test('an admin publishes new terms for a brand and its clients read them', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await gotoHydrated(page, '/login');
  await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.getByRole('link', { name: 'Administration', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terms and privacy documents' }),
  ).toBeVisible();
  // Only the Elite brand is changed here: the other tests read the group's own documents.
  const elite = page.locator('section[data-brand="elite"]');
  await expect(elite.locator('tr[data-kind="terms"][data-version="1"]')).toContainText(
    'Seeded with the product',
  );
  await expectNoAxeViolations(page);

  await page.getByLabel('Brand').selectOption('elite');
  await page.getByLabel('Document', { exact: true }).selectOption('terms');
  const english = page.locator('fieldset[data-language="en"]');
  const title = english.getByLabel('Title (English)');
  await expect(title).toHaveValue('Elite terms of service');
  const id = unique('terms');
  await title.fill(`Elite terms of service (${id})`);
  await english
    .getByLabel('Text (English)')
    .fill(`## What changed\nWe now open at 8 o'clock (${id}).\n\n- Bring a photo ID.`);
  // A language left empty is refused, naming the field, before anything is sent.
  const japanese = page.locator('fieldset[data-language="ja"]').getByLabel('Text (日本語)');
  await japanese.fill('');
  const publish = page.getByRole('button', { name: /^Publish version \d+$/ });
  await publish.click();
  await expect(japanese).toBeFocused();
  await expect(japanese).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await japanese.fill('## 変更点\n8 時から開院します。');

  await publish.click();
  const confirm = page.getByRole('dialog', { name: /^Publish version \d+\?$/ });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: /^Publish version \d+$/ }).click();
  await expect(toast(page, 'of Elite is published')).toBeVisible();
  const newest = elite.locator('tr[data-kind="terms"]').first();
  await expect(newest).toContainText('(current)');
  await expect(newest).toContainText(E2E_ADMIN.name);
  await expect(newest).toContainText(`Elite terms of service (${id})`);

  // A client of the Elite clinic reads the new version before agreeing.
  const phone = await (await browser.newContext(PHONE)).newPage();
  await gotoHydrated(phone, '/mf/Elite/20231027');
  await phone.getByRole('button', { name: 'Read the terms of service' }).click();
  const dialog = phone.getByRole('dialog', { name: `Elite terms of service (${id})` });
  await expect(dialog.getByRole('heading', { level: 3, name: 'What changed' })).toBeVisible();
  await expect(dialog).toContainText(`We now open at 8 o'clock (${id}).`);
  await expectNoAxeViolations(phone);
  await phone.context().close();
});

test('a nurse opening the documents screen is told it is not allowed', async ({
  page,
  request,
}) => {
  const nurse = await londonStaff(request, 'nurse');
  await signIn(page, nurse);
  await page.goto('/admin/documents');
  await expect(
    page.getByText('Only administrators can manage the terms and privacy documents.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the review shows the signed details beside the booking, and the terms agreed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Booked as "Vera Client"; she signs as Veronica, born 9 March 1985.
  const { appointmentId, headers } = await bookedClient(request, 23);
  await submitQuestionnaire(request, headers, appointmentId, {
    first_name: 'Veronica',
    date_of_birth: '1985-03-09',
  });
  const practitioner = await londonStaff(request, 'practitioner');
  await signIn(page, practitioner);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  await expect(page.getByTestId('client-name')).toHaveText('Veronica Client');
  await expect(page.getByTestId('client-dob')).toContainText('1985');
  await expect(page.getByTestId('client-age')).toHaveText(/^\d{2}$/);
  const changes = page.getByTestId('signed-changes');
  await expect(changes).toContainText('The signed details differ from the booking');
  await expect(changes.locator('[data-field="first_name"]')).toContainText('Booking: Vera');
  await expect(changes.locator('[data-field="first_name"]')).toContainText('Signed: Veronica');
  // The booking gave no date of birth: nothing to compare.
  await expect(changes.locator('[data-field="date_of_birth"]')).toHaveCount(0);
  const agreed = page.getByTestId('agreed-documents').first();
  await expect(agreed.locator('li[data-kind="terms"]')).toContainText('IV Clinic terms of service');
  await expect(agreed.locator('li[data-kind="privacy"] code')).toHaveText(/^[0-9a-f]{64}$/);
  await expectNoAxeViolations(page);
});

test('after new terms, a returning client reads and agrees again on the re-consent form', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A client of the Elite clinic (its own brand: the other tests read the group's documents)
  // who signed the full form, and a practitioner of that clinic at the desk.
  const admin = await apiSignIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const email = `${unique('elite')}@e2e.test`;
  const sent = await request.post('/api/booking/send-code', {
    data: { channel: 'email', email, language: 'en' },
  });
  expect((await sent.json()).code).toBe(0);
  const code = await latestCode(request, email);
  // The first day from three weeks on with a free slot at Elite (other tests book London).
  let slot: { starts_at: string } | undefined;
  for (let offset = 21; !slot && offset < 60; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (await request.get(`/api/booking/slots?store=Elite&date=${day}`)).json())
      .data.slots as { starts_at: string; available: boolean }[];
    slot = slots.filter((s) => s.available)[Math.floor(Math.random() * 3)];
  }
  expect(slot).toBeTruthy();
  const booked = await (
    await request.post('/api/booking/book', {
      data: {
        channel: 'email',
        email,
        code,
        store_code: 'Elite',
        service: 'iv_drip',
        starts_at: slot!.starts_at,
        first_name: 'Edna',
        last_name: 'Elite',
        language: 'en',
      },
    })
  ).json();
  expect(booked.code, JSON.stringify(booked)).toBe(0);
  const person = {
    name: 'Pat Elite',
    email: `${unique('pract')}@e2e.test`,
    password: 'staff-pass-42',
  };
  const staff = await (
    await request.post('/api/admin/staff', {
      headers: admin,
      data: { ...person, role: 'practitioner' },
    })
  ).json();
  await request.put(`/api/admin/staff/${staff.data.id}/stores`, {
    headers: admin,
    data: { store_codes: ['Elite'] },
  });
  const desk = await apiSignIn(request, person.email, person.password);
  const found = await (
    await request.post('/api/clients/search', { headers: desk, data: { type: 'email', email } })
  ).json();
  const client = found.data.client as { id: string; appointments: { id: string }[] };
  const entry = (await (await request.get('/api/stores/Elite/forms/latest')).json()).data;
  const template = getTemplate(entry.mf as string)!;
  const answers = validAnswers(template, { first_name: 'Edna', last_name: 'Elite' });
  const signatures = template.sections
    .flatMap((s) => s.questions)
    .filter((q) => q.type === 'signature')
    .map((q) => {
      delete answers[q.id];
      return {
        slot: (q as { slot: 1 | 2 | 3 }).slot,
        png_base64: drawnSignaturePng(),
        method: 'drawn',
        signer_name: 'Edna Elite',
      };
    });
  const signed = await (
    await request.post('/api/forms/submissions', {
      headers: desk,
      data: {
        template_id: template.id,
        version: template.version,
        store_code: 'Elite',
        locale: 'en',
        answers,
        signatures,
        idempotency_key: randomUUID(),
        appointment_id: client.appointments[0]!.id,
      },
    })
  ).json();
  expect(signed.code, JSON.stringify(signed)).toBe(0);

  // The group publishes a new privacy policy for Elite (signing in again: one session per
  // request context, and the desk's sign-in replaced the admin's).
  const publisher = await apiSignIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = `Elite privacy policy (${unique('v')})`;
  const published = await (
    await request.post('/api/admin/legal-documents', {
      headers: publisher,
      data: {
        brand: 'elite',
        kind: 'privacy',
        texts: Object.fromEntries(
          ['en', 'fr', 'zh', 'de', 'ja', 'ar', 'es'].map((l) => [
            l,
            { title: l === 'en' ? title : `${title} ${l}`, body: `## New\nWhat changed (${l}).` },
          ]),
        ),
      },
    })
  ).json();
  expect(published.code, JSON.stringify(published)).toBe(0);

  // At the desk, the change in medical history opens with the terms to agree to again.
  await signIn(page, person);
  await page.goto(`/reconsent?client=${client.id}`);
  await expect(page.getByTestId('terms-changed')).toContainText(
    'Our terms of service or privacy policy have changed',
  );
  await expect(page.locator('#q-agree_terms')).not.toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Read the privacy policy' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText('What changed (en).');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.locator('#q-agree_terms').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Agreeing to the new terms is not a change in medical history.
  await expect(page.getByTestId('changed-count')).toHaveAttribute('data-count', '0');
  await expect(
    page.getByRole('button', { name: 'Nothing has changed: go to signing' }),
  ).toBeVisible();
});
