import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe-core on the page as it is now and fails on any violation, listing them. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page that has been drawn has its main landmark and its h1 (axe requires both): a page
  // still loading its code would be judged on its empty shell.
  await expect(page.getByRole('main')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A phone: 375 × 812 with touch, as the issues ask for. */
export const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

/**
 * Opens a client route and waits until React owns the server-rendered screen: a tap before
 * that is the browser's alone, and hydration may undo it.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * A toast with this text. Toasts sit in two live lists (alert and status live regions that are
 * in the page from the start), so they have no role of their own to be found by.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}
