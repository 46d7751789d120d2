import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { entryKey, filesFor, readManifest } from '../bench/manifest-bytes';
import { gotoHydrated, PHONE } from './support';

// The build under test: `npm test` and `npm run test:e2e` build dist/web before Playwright runs.
const webDist = path.resolve(import.meta.dirname, '..', process.env.WEB_DIST ?? 'dist/web');
const reactDomVersion = (
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '../node_modules/react-dom/package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

test.describe('the client route bundle', () => {
  test.use(PHONE);

  test('the form route runs React’s own DOM renderer, the installed react-dom, not a substitute', async ({
    page,
  }) => {
    // The entry and what it imports statically: what every route, /mf/… included, loads first.
    const manifest = readManifest(webDist);
    const entryFiles = [...filesFor(manifest, [entryKey(manifest)])].filter((f) =>
      f.endsWith('.js'),
    );
    const entrySource = entryFiles.map((f) => readFileSync(path.join(webDist, f), 'utf8')).join();
    // React DOM announces itself to developer tools by package name and checks its own version.
    expect(entrySource).toMatch(/rendererPackageName:\s*["'`]react-dom["'`]/);
    expect(entrySource).toContain(reactDomVersion);

    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        loaded.push(new URL(response.url()).pathname);
    });
    // React owns the page once hydrated: only then is its container marked.
    await gotoHydrated(page, '/mf/london/20231027');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Medical questionnaire and consent' }),
    ).toBeVisible();
    expect(loaded).toEqual(expect.arrayContaining(entryFiles.map((f) => `/${f}`)));
    // React DOM marks the container it renders into; another renderer would not.
    const rootKeys = await page
      .locator('#root')
      .evaluate((root) => Object.keys(root).filter((key) => key.startsWith('__reactContainer$')));
    expect(rootKeys).toHaveLength(1);
  });

  test('hashed assets are sent brotli-compressed to a browser that accepts br, gzip to one that accepts only gzip', async ({
    request,
  }) => {
    const manifest = readManifest(webDist);
    const asset = `/${manifest[entryKey(manifest)]!.file}`;
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const response = await request.get(asset, { headers: { 'accept-encoding': accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
      expect(response.headers()['cache-control']).toContain('immutable');
    }
  });
});
