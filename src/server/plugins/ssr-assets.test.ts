import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreenAssets } from './ssr-assets';

/** A build's manifest in miniature: an entry, the client-form group, a page, texts. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_runtime-1.js'],
    css: ['assets/index-1.css'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_client-form-1.js': {
    file: 'assets/client-form-1.js',
    imports: ['_runtime-1.js', 'index.html'],
    css: ['assets/client-form-1.css'],
  },
  'features/login/login-page.tsx': {
    file: 'assets/login-page-1.js',
    imports: ['index.html', '_client-form-1.js', '_auth-1.js'],
    css: ['assets/login-page-1.css'],
  },
  '_auth-1.js': { file: 'assets/auth-1.js', imports: ['_client-form-1.js'] },
  'features/admin/staff-page.tsx': { file: 'assets/staff-page-1.js', css: ['assets/staff-1.css'] },
  'i18n/locales/ar.json?part=first': { file: 'assets/ar-first.js' },
  'i18n/locales/ar.json?part=rest': { file: 'assets/ar-rest.js' },
  '../shared/forms/locales/ar.json?part=client': { file: 'assets/ar-client.js' },
};

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'ssr-assets-'));
  await mkdir(path.join(dist, '.vite'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const name of ['index', 'client-form', 'login-page', 'staff']) {
    await writeFile(path.join(dist, 'assets', `${name}-1.css`), `.${name}{}`);
  }
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('firstScreenAssets', () => {
  it('puts the CSS of the entry and of the page with what it imports in the page, and no other', async () => {
    const assets = (await firstScreenAssets(dist))('features/login/login-page.tsx', 'ar', false);
    expect(assets.css.split('\n')).toEqual(['.index{}', '.client-form{}', '.login-page{}']);
  });

  it('names each of the page’s scripts and its language’s first texts once, not the entry’s', async () => {
    const { links } = (await firstScreenAssets(dist))('features/login/login-page.tsx', 'ar', false);
    const preloaded = [...links.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(preloaded.sort()).toEqual(
      [
        '/assets/ar-first.js',
        '/assets/auth-1.js',
        '/assets/client-form-1.js',
        '/assets/login-page-1.js',
      ].sort(),
    );
  });

  it('names the client form’s scripts where it is the page, and only where a page needs them', async () => {
    const assets = await firstScreenAssets(dist);
    expect(assets(undefined, 'ar', true).links).toContain('/assets/client-form-1.js');
    const staff = assets('features/admin/staff-page.tsx', 'ar', false).links;
    expect(staff).toContain('/assets/staff-page-1.js');
    expect(staff).not.toContain('/assets/client-form-1.js');
  });

  it('leaves out the client form’s CSS where the page does not use the client form', async () => {
    const assets = (await firstScreenAssets(dist))('features/admin/staff-page.tsx', 'ar', false);
    expect(assets.css.split('\n')).toEqual(['.index{}', '.staff{}']);
    expect(assets.links).not.toContain('client-form-1.css');
  });

  it('lists every inlined stylesheet as a disabled link, so it is never fetched again', async () => {
    const { links } = (await firstScreenAssets(dist))(undefined, 'ar', false);
    const disabled = [...links.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)" disabled>/g)];
    expect(disabled.map((m) => m[1])).toEqual(['/assets/index-1.css', '/assets/client-form-1.css']);
  });

  it('adds the questionnaire’s client texts only where the page shows them', async () => {
    const assets = await firstScreenAssets(dist);
    expect(assets(undefined, 'ar', true).links).toContain('/assets/ar-client.js');
    expect(assets(undefined, 'ar', false).links).not.toContain('/assets/ar-client.js');
  });
});
