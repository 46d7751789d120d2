import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export type Lang = 'en' | 'ar';

type Catalog = Record<string, unknown>;
const load = (file: string): Catalog =>
  JSON.parse(readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8'));

const catalogs: Record<Lang, Catalog> = {
  en: load('web/i18n/locales/en.json'),
  ar: load('web/i18n/locales/ar.json'),
};
const formsCatalogs: Record<Lang, Catalog> = {
  en: load('shared/forms/locales/en.json'),
  ar: load('shared/forms/locales/ar.json'),
};

function lookUp(catalog: Catalog, key: string, values: Record<string, string>): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Catalog)[part], catalog);
  return Object.entries(values).reduce(
    (s, [name, value]) => s.replaceAll(`{{${name}}}`, value),
    text as string,
  );
}

/** A text from the catalog itself, so wording fixes there do not break the tests. */
export function tr(lang: Lang, key: string, values: Record<string, string> = {}): string {
  return lookUp(catalogs[lang], key, values);
}

/** A text from the forms catalog (questions, validation messages), as `tr` for the app's. */
export function trForms(lang: Lang, key: string, values: Record<string, string> = {}): string {
  return lookUp(formsCatalogs[lang], key, values);
}

/** Presses Tab until `target` has the focus, as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 400): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** What has the focus, described well enough to tell elements apart in a failure. */
export function activeElement(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase(),
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
    };
  });
}

/** A staff account as the server holds it. */
export async function staffOnServer(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
) {
  const body = await (await request.get('/api/admin/staff', { headers })).json();
  const found = (body.data.staff as { id: string; email: string; role: string }[]).find(
    (s) => s.email === email,
  );
  expect(found, email).toBeTruthy();
  return found!;
}

/** How many account changes the audit log holds for one staff member. */
export async function auditedChanges(
  request: APIRequestContext,
  headers: Record<string, string>,
  staffId: string,
) {
  const response = await request.get('/api/admin/audit?action=staff.update&limit=200', {
    headers,
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return (body.data.entries as { entity_id: string | null }[]).filter(
    (e) => e.entity_id === staffId,
  ).length;
}
