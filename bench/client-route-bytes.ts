import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { entryKey, filesFor, gzipBytes, readManifest } from './manifest-bytes';

/**
 * JS + CSS gzip bytes a phone downloads on first load of `/mf/{store}/{version}`: the entry, the
 * lazy form page with the questionnaire renderer it imports, the English app catalog, the English
 * forms texts and the mfUk template chunk (with their static imports). Not the signature pad:
 * it loads when a client first opens a signature box. Beside a bare React page built the same way.
 * Budget (DESIGN.md): ≤ 130 KB.
 */
const BUDGET_BYTES = 130 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

export function measureClientRoute(): void {
  const webDist = process.env.WEB_DIST
    ? path.resolve(process.env.WEB_DIST)
    : path.join(ROOT, 'dist/web');
  const bareDist = path.join(ROOT, 'dist/bench-bare-react');
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  execFileSync('npx', ['vite', 'build', '--config', 'bench/bare-react/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const manifest = readManifest(webDist);
  const find = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} missing from the manifest`);
    return key;
  };
  const files = filesFor(manifest, [
    entryKey(manifest),
    find('features/questionnaire/form-index-page.tsx'),
    find('i18n/locales/en.json'),
    find('shared/forms/locales/en.json'),
    find('shared/forms/templates/mf-uk.ts'),
  ]);
  const pad = filesFor(manifest, [find('ui/signature-pad.tsx')]);
  for (const file of files) pad.delete(file);
  const ours = gzipBytes(webDist, files);

  const bareManifest = readManifest(bareDist);
  const bare = gzipBytes(bareDist, filesFor(bareManifest, [entryKey(bareManifest)]));

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('client route /mf/{store}/{version}, first load, JS+CSS gzip:');
  for (const file of [...files].sort()) console.log(`  ${file}: ${kb(gzipBytes(webDist, [file]))}`);
  console.log(`  total: ${ours} bytes (${kb(ours)}), budget ${kb(BUDGET_BYTES)}`);
  console.log(`  bare React page: ${bare} bytes (${kb(bare)})`);
  console.log(`  signature pad, loaded later on demand: ${kb(gzipBytes(webDist, pad))}`);
  console.log(`  ratio ours / bare React: ${(ours / bare).toFixed(2)}`);
  console.log(`  within budget: ${ours <= BUDGET_BYTES ? 'yes' : 'NO'}`);
}
