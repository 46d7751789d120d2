import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  brotliBytes,
  entryKey,
  filesFor,
  filesForModules,
  gzipBytes,
  readManifest,
  type Manifest,
} from './manifest-bytes';

/**
 * JS + CSS bytes a phone downloads on first load of `/mf/{store}/{version}`: the entry, the
 * lazy form page with the questionnaire renderer it imports, the first part of the English app
 * catalog and the client part of the English forms texts (what a client form screen shows), and
 * the mfUk template chunk (with their static imports). Not the signature pad:
 * it loads when a client first opens a signature box. Beside a bare React page built the same way,
 * as gzip (the budget's measure) and as transferred (the build's brotli copies, which the server
 * sends to any browser that accepts br). Budget (DESIGN.md): ≤ 130 KB gzip.
 */
const BUDGET_BYTES = 130 * 1024;
const ROOT = path.resolve(import.meta.dirname, '..');

export const WEB_DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(ROOT, 'dist/web');
export const BARE_DIST = path.join(ROOT, 'dist/bench-bare-react');
/** The server's render of the client routes' first screens, built beside WEB_DIST. */
export const SSR_DIST = process.env.SSR_DIST
  ? path.resolve(process.env.SSR_DIST)
  : path.join(ROOT, 'dist/ssr');

/** Builds the product into WEB_DIST and the bare React page into BARE_DIST. */
export function buildBothPages(): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', WEB_DIST, '--emptyOutDir'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'ssr/entry-server.tsx', '--logLevel', 'warn', '--outDir', SSR_DIST],
    { cwd: ROOT, stdio: 'inherit' },
  );
  execFileSync('npx', ['vite', 'build', '--config', 'bench/bare-react/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

/**
 * The source modules each client-facing route starts on first load, besides the entry: the page,
 * the English texts it shows and, for a questionnaire, the template (mfUk for /mf/london/…).
 */
const CLIENT_ROUTES: Record<string, string[]> = {
  '/mf/{store}/{version}': [
    'src/web/features/questionnaire/form-index-page.tsx',
    'src/web/i18n/locales/en.json?part=first',
    'src/shared/forms/locales/en.json?part=client',
    'src/shared/forms/templates/mf-uk.ts',
  ],
  '/rf': [
    'src/web/features/questionnaire/reconsent-page.tsx',
    'src/web/i18n/locales/en.json?part=first',
    'src/shared/forms/locales/en.json?part=client',
    'src/shared/forms/templates/mf-uk.ts',
  ],
  '/verification/{store}/latest': [
    'src/web/features/verification/verification-page.tsx',
    'src/web/i18n/locales/en.json?part=first',
    'src/web/i18n/locales/en.json?part=rest',
  ],
};

/** The JS and CSS files of a client route's first load, from the product's build. */
export function clientRouteFiles(
  manifest: Manifest,
  route = '/mf/{store}/{version}',
  distDir = WEB_DIST,
): Set<string> {
  const files = filesFor(manifest, [entryKey(manifest)]);
  for (const file of filesForModules(distDir, manifest, CLIENT_ROUTES[route]!)) files.add(file);
  return files;
}

export interface RouteBytes {
  gzip: number;
  transferred: number;
}

/** Builds both pages and prints the route's bytes beside the bare page's. */
export function measureClientRoute(): { route: RouteBytes; bare: RouteBytes } {
  buildBothPages();
  const manifest = readManifest(WEB_DIST);
  const files = clientRouteFiles(manifest);
  const pad = filesForModules(WEB_DIST, manifest, ['src/web/ui/signature-pad.tsx']);
  for (const file of files) pad.delete(file);
  const route = { gzip: gzipBytes(WEB_DIST, files), transferred: brotliBytes(WEB_DIST, files) };

  const bareManifest = readManifest(BARE_DIST);
  const bareFiles = filesFor(bareManifest, [entryKey(bareManifest)]);
  const bare = {
    gzip: gzipBytes(BARE_DIST, bareFiles),
    transferred: brotliBytes(BARE_DIST, bareFiles),
  };

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `client route /mf/{store}/{version}, first load, JS+CSS in ${files.size} files (gzip / brotli as sent):`,
  );
  for (const file of [...files].sort()) {
    console.log(
      `  ${file}: ${kb(gzipBytes(WEB_DIST, [file]))} / ${kb(brotliBytes(WEB_DIST, [file]))}`,
    );
  }
  console.log(`  total gzip: ${route.gzip} bytes (${kb(route.gzip)}), budget ${kb(BUDGET_BYTES)}`);
  console.log(
    `  total transferred (brotli): ${route.transferred} bytes (${kb(route.transferred)})`,
  );
  console.log(
    `  bare React 19 page: gzip ${bare.gzip} bytes (${kb(bare.gzip)}), transferred ${bare.transferred} bytes (${kb(bare.transferred)})`,
  );
  console.log(`  signature pad, loaded later on demand: ${kb(gzipBytes(WEB_DIST, pad))} gzip`);
  console.log(
    `  ratio ours / bare React: gzip ${(route.gzip / bare.gzip).toFixed(2)}, transferred ${(route.transferred / bare.transferred).toFixed(2)}`,
  );
  console.log(`  within budget: ${route.gzip <= BUDGET_BYTES ? 'yes' : 'NO'}`);
  console.log('other client-facing routes, first load, JS+CSS (gzip / brotli as sent):');
  for (const other of Object.keys(CLIENT_ROUTES).slice(1)) {
    const otherFiles = clientRouteFiles(manifest, other);
    const gzip = gzipBytes(WEB_DIST, otherFiles);
    console.log(
      `  ${other}: ${kb(gzip)} / ${kb(brotliBytes(WEB_DIST, otherFiles))} in ${otherFiles.size} files, within budget: ${gzip <= BUDGET_BYTES ? 'yes' : 'NO'}`,
    );
  }
  return { route, bare };
}
