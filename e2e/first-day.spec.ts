import { expect, test, type Page } from '@playwright/test';
import { latestCode, unique } from './accounts-support';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { findClient, findFreeSlot } from './clients-support';
import { PHONE, expectNoAxeViolations, gotoHydrated } from './support';
import { bookedClient, readQrFromPage } from './verification-support';

test.describe('the desk issues links by appointment number', () => {
  test('Verify Client opens /verify for that client, who is named and verified there', async ({
    page,
    request,
  }) => {
    // Forms signed: staff check identity on arrival (the table offers Verify Client).
    const { email, appointmentId, headers } = await bookedClient(request, 41);
    await submitQuestionnaire(request, headers, appointmentId);
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);
    const table = await findClient(page, email);
    const number = (await table.locator('bdi', { hasText: /^AP-/ }).first().textContent())!.trim();
    expect(number).toMatch(/^AP-/);
    await table.getByRole('button', { name: 'Verify Client' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/verify\\?client=[0-9a-f-]{36}&appointment=${number}`),
    );
    const target = page.getByTestId('desk-target');
    await expect(target).toContainText(`Checking Vera Client, appointment ${number}.`);
    await expect(page.getByLabel('Appointment number')).toHaveValue(number);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create link and QR code' }).click();
    expect(await readQrFromPage(page)).toContain('/verification/london/latest?code=');
    await target.getByLabel('Photo ID checked').selectOption('passport');
    await target.getByRole('button', { name: 'Verify Client' }).click();
    await expect(target).toContainText('The client has been verified in person.');
    await expectNoAxeViolations(page);
  });

  test('in French, the number typed as read out (any case) issues the link', async ({
    page,
    request,
  }) => {
    const { email } = await bookedClient(request, 42);
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);
    const table = await findClient(page, email);
    const number = (await table.locator('bdi', { hasText: /^AP-/ }).first().textContent())!.trim();
    await page.goto('/verify?lang=fr');
    await page.getByLabel('Numéro de rendez-vous').fill(` ${number.toLowerCase()}`);
    await page.getByRole('button', { name: 'Créer le lien et le code QR' }).click();
    await expect(page.getByRole('img', { name: /code QR/i })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('public booking offers real clinics', () => {
  for (const lang of ['en', 'fr'] as const) {
    const text = {
      en: { clinic: 'Clinic', byMobile: 'Mobile phone', country: 'Country code' },
      fr: { clinic: 'Clinique', byMobile: 'Téléphone mobile', country: 'Indicatif du pays' },
    }[lang];
    test(`a clinic's own link chooses it and its country code (${lang})`, async ({ page }) => {
      await gotoHydrated(page, `/book-online?store=london&lang=${lang}`);
      const clinic = page.getByLabel(text.clinic, { exact: true });
      await expect(clinic).toHaveValue('london');
      const names = await clinic.locator('option').allTextContents();
      expect(names).toContain('London');
      expect(names.filter((n) => /^Test \d|Demo copy|^Clinic /.test(n))).toEqual([]);
      await page.getByRole('radio', { name: text.byMobile }).check();
      const country = page.getByLabel(text.country);
      await expect(country).toHaveValue('GB');
      await expect(country.locator('option:checked')).toContainText('+44');
      await expectNoAxeViolations(page);

      // Another clinic, no number typed yet: the country code follows it.
      await clinic.selectOption('xwP5X');
      await expect(country).toHaveValue('US');
    });
  }
});

/** No toast on screen: what went wrong is said where it happened. */
async function expectNoToast(page: Page) {
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByTestId('toast'),
  ).toHaveCount(0);
}

test.describe('messages follow what the person does', () => {
  test('a wrong booking code is said at the code, goes once it is retyped, and no toast covers the confirmation', async ({
    page,
  }) => {
    const slot = await findFreeSlot(page.request, 31);
    const email = `${unique('booker')}@e2e.test`;
    await gotoHydrated(page, `/book-online?store=${slot.store}`);
    await page.getByLabel('Treatment').selectOption('iv_drip');
    await page.getByLabel('Date', { exact: true }).fill(slot.date);
    await page
      .getByRole('group', { name: 'Time' })
      .locator(`input[value="${slot.startsAt}"]`)
      .check();
    await page.getByLabel('First name').fill('Wanda');
    await page.getByLabel('Last name', { exact: true }).fill('Wrongcode');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestCode(page.request, email);
    const field = page.getByLabel('Verification code');
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This code is wrong or has expired.')).toBeVisible();
    await expectNoToast(page);
    await expectNoAxeViolations(page);

    await field.fill(code);
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByText('This code is wrong or has expired.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByTestId('booking-done')).toBeVisible();
    await expectNoToast(page);
  });

  for (const lang of ['en', 'fr'] as const) {
    const text = {
      en: { email: 'Email address', password: 'Password', signIn: 'Sign in' },
      fr: { email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter' },
    }[lang];
    test(`sign-in errors go as the person corrects the input (${lang})`, async ({ page }) => {
      await gotoHydrated(page, `/login?lang=${lang}`);
      const email = page.getByLabel(text.email);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill(`${unique('nobody')}@e2e.test`);
      await expect(email).toHaveAttribute('aria-invalid', 'false');

      const password = page.getByLabel(text.password, { exact: true });
      await password.fill('not-the-password-1');
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      const failure = page.getByRole('main').getByRole('alert');
      await expect(failure).toBeVisible();
      await expectNoToast(page);
      await expectNoAxeViolations(page);
      await password.fill('another-try-2');
      await expect(failure).toHaveCount(0);
    });
  }

  test('the desk and search drop an outcome once the input changes', async ({ page, request }) => {
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);
    await page.goto('/verify');
    const code = page.getByLabel("Client's code or link");
    await code.fill('not-a-real-code.at-all');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const outcome = page.locator('[data-outcome="invalid"]');
    await expect(outcome).toBeVisible();
    await expectNoToast(page);
    await code.fill('not-a-real-code.at-all2');
    await expect(outcome).toHaveCount(0);

    await page.goto('/search');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.locator('input[type="email"]').fill(`${unique('nobody')}@e2e.test`);
    await page.locator('form[role="search"] button[type="submit"]').click();
    const notFound = page.getByRole('link', { name: 'Register this client' });
    await expect(notFound).toBeVisible();
    await page.locator('input[type="email"]').fill(`${unique('other')}@e2e.test`);
    await expect(notFound).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('a used link is not called forged', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`the holder of a used link is told so, and what to do (${lang})`, async ({
      page,
      request,
    }) => {
      const { appointmentId, headers } = await bookedClient(request, lang === 'en' ? 43 : 44);
      const issued = await (
        await request.post('/api/verification/links', {
          headers,
          data: { appointmentId, purpose: 'verify' },
        })
      ).json();
      expect(issued.code, JSON.stringify(issued)).toBe(0);
      const url = new URL(issued.data.url as string);
      const linkCode = url.searchParams.get('code')!;
      const client = await (
        await request.post('/api/verification/desk', { headers, data: { code: linkCode } })
      ).json();
      const used = await (
        await request.post('/api/verification/in-person', {
          headers,
          data: { clientId: client.data.user_info.id, document: 'passport', code: linkCode },
        })
      ).json();
      expect(used.code, JSON.stringify(used)).toBe(0);

      // The link carries its client's language (English here); this holder reads `lang`.
      url.searchParams.set('lang', lang);
      await page.goto(`${url.pathname}${url.search}`);
      const screen = page.locator('[data-outcome="used"]');
      await expect(screen).toBeVisible();
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Link already used' : 'رابط مستخدم من قبل',
      );
      await expect(screen.getByRole('alert')).toHaveText(
        lang === 'en' ? 'This link has already been used.' : 'تم استخدام هذا الرابط من قبل.',
      );
      await expectNoToast(page);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the 404 page leads a signed-in person home', () => {
  test('staff go to their start page and stay signed in; others go to sign in', async ({
    page,
    request,
  }) => {
    // Signed out, only a public path can be missing: an unknown store's verification page.
    await gotoHydrated(page, '/verification/nowhere/latest');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
    await expectNoAxeViolations(page);

    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);
    await page.goto('/no-such-page?lang=fr');
    await expect(page.getByRole('link', { name: 'Aller à la connexion' })).toHaveCount(0);
    await page.getByRole('link', { name: "Aller à ma page d'accueil" }).click();
    await expect(page).toHaveURL(/\/today/);
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('forms of address', () => {
  const cases = [
    { lang: 'en', next: 'Continue', titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] },
    { lang: 'de', next: 'Weiter', titles: ['Herr', 'Frau', 'Dr.'] },
    { lang: 'es', next: 'Continuar', titles: ['Sr.', 'Sra.', 'Srta.', 'Dr./Dra.'] },
  ] as const;
  for (const { lang, next, titles } of cases) {
    test(`each title is offered once, in current words (${lang})`, async ({ page }) => {
      await gotoHydrated(page, `/mf/london/20231027?lang=${lang}`);
      await page.locator('#q-agree_terms').check();
      await page.getByRole('button', { name: next }).click();
      const title = page.locator('[data-question="title"]');
      const radios = title.getByRole('radio');
      await expect(radios).toHaveCount(titles.length);
      for (const [i, name] of titles.entries()) {
        await expect(radios.nth(i)).toHaveAccessibleName(name);
      }
      await radios.nth(1).check();
      await expect(radios.nth(1)).toBeChecked();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('toasts on a phone', () => {
  test.use(PHONE);
  for (const lang of ['en', 'fr'] as const) {
    const text = {
      en: { ref: 'Appointment number', create: 'Create link and QR code', search: 'Search' },
      fr: {
        ref: 'Numéro de rendez-vous',
        create: 'Créer le lien et le code QR',
        search: 'Recherche',
      },
    }[lang];
    test(`an error toast leaves the heading clear and goes with the page (${lang})`, async ({
      page,
      request,
    }) => {
      const nurse = await londonStaff(request, 'nurse');
      await signIn(page, nurse);
      await page.goto(`/verify?lang=${lang}`);
      await page.getByLabel(text.ref).fill('AP-ZZZZZZZZ');
      await page.getByRole('button', { name: text.create }).click();
      // An error: in the assertive list, which was in the page before the message came.
      const toast = page
        .getByRole('region', { name: /Notifications/ })
        .getByTestId('toasts-assertive')
        .getByTestId('toast');
      await expect(toast).toBeVisible();
      await expect(toast.locator('xpath=..')).toHaveAttribute('aria-live', 'assertive');
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const box = await toast.boundingBox();
      const overlaps =
        box!.y < heading!.y + heading!.height &&
        heading!.y < box!.y + box!.height &&
        box!.x < heading!.x + heading!.width &&
        heading!.x < box!.x + box!.width;
      expect(overlaps, 'the toast covers the heading').toBe(false);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: text.search }).click();
      await expect(page).toHaveURL(/\/search/);
      await expect(toast).toHaveCount(0);
    });
  }
});
