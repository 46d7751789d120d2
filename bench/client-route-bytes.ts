import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { entryKey, filesFor, gzipBytes, readManifest } from './manifest-bytes';

/**
 * JS + CSS gzip bytes a phone downloads on first load of `/mf/{store}/{version}` (entry, the
 * lazy form page, the English catalog), beside a bare React page built the same way.
 * Budget (DESIGN.md): ≤ 130 KB.
 */
const BUDGET_BYTES = 130 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

export function measureClientRoute(): void {
  const webDist = path.join(ROOT, 'dist/web');
  const bareDist = path.join(ROOT, 'dist/bench-bare-react');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--config', 'bench/bare-react/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });

  const manifest = readManifest(webDist);
  const formPage = Object.keys(manifest).find((k) => k.endsWith('form-index-page.tsx'));
  const english = Object.keys(manifest).find((k) => k.endsWith('locales/en.json'));
  if (!formPage || !english) throw new Error('form page or English catalog missing from manifest');
  const files = filesFor(manifest, [entryKey(manifest), formPage, english]);
  const ours = gzipBytes(webDist, files);

  const bareManifest = readManifest(bareDist);
  const bare = gzipBytes(bareDist, filesFor(bareManifest, [entryKey(bareManifest)]));

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('client route /mf/{store}/{version}, first load, JS+CSS gzip:');
  for (const file of [...files].sort()) console.log(`  ${file}: ${kb(gzipBytes(webDist, [file]))}`);
  console.log(`  total: ${ours} bytes (${kb(ours)}), budget ${kb(BUDGET_BYTES)}`);
  console.log(`  bare React page: ${bare} bytes (${kb(bare)})`);
  console.log(`  ratio ours / bare React: ${(ours / bare).toFixed(2)}`);
  console.log(`  within budget: ${ours <= BUDGET_BYTES ? 'yes' : 'NO'}`);
}
