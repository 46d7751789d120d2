import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, type FullConfig } from '@playwright/test';
import { E2E_ADMIN } from './accounts-support';

const LINK_FILE = 'first-admin-setup-link.txt';

/** The setup link the server made at start (no admin yet), from the file it writes into DATA_DIR. */
async function readSetupLink(dataDir: string): Promise<string | undefined> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const file = path.join(dataDir, LINK_FILE);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** Creates the first admin the way a person does: the printed link, then the /setup page. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const use = config.projects[0]?.use ?? {};
  const baseURL = use.baseURL ?? 'http://localhost:3100';
  const status = await fetch(`${baseURL}/api/setup/status`).then((r) => r.json());
  if (!status.data.needsFirstAdmin) return; // a reused E2E_DATA_DIR: the admin exists already
  const link = await readSetupLink(process.env.E2E_DATA_DIR ?? '');
  if (!link) throw new Error(`The server wrote no ${LINK_FILE} and printed no setup link`);
  const { pathname, search } = new URL(link);

  const browser = await chromium.launch(use.launchOptions);
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto(pathname + search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Create the first administrator',
    );
    await page.getByLabel('Name').fill(E2E_ADMIN.name);
    await page.getByLabel('Email address').fill(E2E_ADMIN.email);
    await page.getByLabel('Choose a password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Create administrator' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole('rowheader', { name: E2E_ADMIN.name })).toBeVisible();
  } finally {
    await browser.close();
  }
}
