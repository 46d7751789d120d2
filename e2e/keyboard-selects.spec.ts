import { expect, test } from '@playwright/test';
import { LANGUAGE_NAMES, type Language } from '../src/shared/languages';
import { E2E_ADMIN, apiSignIn, createStaff } from './accounts-support';
import { expectNotReloaded, markPage } from './clinic-support';
import {
  activeElement,
  auditedChanges,
  staffOnServer,
  tabTo,
  tr,
  type Lang,
} from './keyboard-support';
import { expectNoAxeViolations, gotoHydrated } from './support';

/**
 * WCAG 3.2.2: a keystroke passing over a list is not a choice. Keyboard only: Tab, arrows,
 * Enter and Escape, never a click.
 */
const cases: { lang: Lang; start: string; next: Language }[] = [
  // An address without query parameters reloads; one with them gets lang= written into it.
  { lang: 'en', start: '/login', next: 'fr' },
  { lang: 'ar', start: '/login?lang=ar', next: 'es' },
];

for (const { lang, start, next } of cases) {
  test(`${lang}: an arrow key on the language list switches nothing until the choice is committed`, async ({
    page,
  }) => {
    await gotoHydrated(page, start);
    await markPage(page);
    const address = page.url();
    const html = page.locator('html');
    const select = page.getByRole('combobox', { name: tr(lang, 'language.label') });
    const apply = page.getByRole('button', {
      name: tr(lang, 'language.apply', { language: LANGUAGE_NAMES[next] }),
    });
    await tabTo(page, select);

    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(next);
    await expect(apply).toBeVisible();
    // A reload would have begun at once and dropped the page's mark.
    await page.waitForTimeout(500);
    await expectNotReloaded(page);
    expect(page.url()).toBe(address);
    await expect(html).toHaveAttribute('lang', lang);
    expect(await activeElement(page)).toMatchObject({ tag: 'select' });
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(select).toHaveValue(lang);
    await expect(apply).toHaveCount(0);
    await expect(select).toBeFocused();
    await expectNotReloaded(page);

    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(next);
    await expectNotReloaded(page);
    if (lang === 'en') {
      // Enter on the list commits.
      await page.keyboard.press('Enter');
    } else {
      // So does the button that follows it, reached with Tab.
      await page.keyboard.press('Tab');
      await expect(apply).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(html).toHaveAttribute('lang', next);
    await expect(page.getByRole('combobox')).toHaveValue(next);
    if (start.includes('?')) await expect(page).toHaveURL(new RegExp(`[?&]lang=${next}`));
    else expect(page.url()).toBe(address);
    // The page came anew: once React owns it, it starts at its heading, as every page does.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test(`${lang}: arrow keys on a role list save nothing; Enter asks, the change is announced and undone`, async ({
    page,
    request,
  }) => {
    const colleague = await createStaff(request, 'nurse');
    const name = colleague.name;
    const headers = await apiSignIn(request, E2E_ADMIN.email, E2E_ADMIN.password);
    const { id } = await staffOnServer(request, headers, colleague.email);
    const serverRole = async () => (await staffOnServer(request, headers, colleague.email)).role;
    // The page's own cookie jar: signed in without a click.
    await apiSignIn(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/admin/staff?lang=${lang}`);

    const row = page.locator(`tr[data-email="${colleague.email}"]`);
    const select = row.getByRole('combobox', { name: tr(lang, 'staff.roleOf', { name }) });
    const rowAction = (key: string) =>
      row.getByRole('button', {
        name: tr(lang, 'a11y.rowAction', { action: tr(lang, key), subject: name }),
      });
    const status = page.getByRole('status').and(page.getByTestId('role-status'));
    await expect(status).toHaveText('');
    await expect(select).toHaveValue('nurse');
    await tabTo(page, select);

    await page.keyboard.press('ArrowUp');
    await expect(select).toHaveValue('practitioner');
    await expect(rowAction('staff.saveRole')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(select).toHaveValue('admin');
    await expect(select).toBeFocused();
    expect(await serverRole()).toBe('nurse');
    expect(await auditedChanges(request, headers, id)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(select).toHaveValue('nurse');
    await expect(rowAction('staff.saveRole')).toHaveCount(0);
    await expect(select).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(select).toHaveValue('admin');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: tr(lang, 'staff.confirmRoleTitle', { name }),
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: tr(lang, 'common.cancel') })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(await serverRole()).toBe('nurse');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: tr(lang, 'staff.changeRole') })).toBeFocused();
    await page.keyboard.press('Enter');

    const admin = tr(lang, 'staff.roles.admin');
    await expect(status).toHaveText(tr(lang, 'staff.roleChanged', { name, role: admin }));
    await expect(dialog).toBeHidden();
    await expect(select).toBeFocused();
    await expect(select).toHaveValue('admin');
    expect(await serverRole()).toBe('admin');
    expect(await auditedChanges(request, headers, id)).toBe(1);

    await page.keyboard.press('Tab');
    await expect(rowAction('staff.undoRole')).toBeFocused();
    await page.keyboard.press('Enter');
    const nurse = tr(lang, 'staff.roles.nurse');
    await expect(status).toHaveText(tr(lang, 'staff.roleRestored', { name, role: nurse }));
    await expect(select).toBeFocused();
    await expect(select).toHaveValue('nurse');
    expect(await serverRole()).toBe('nurse');
    expect(await auditedChanges(request, headers, id)).toBe(2);
    await expectNoAxeViolations(page);
  });
}
