import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;

/**
 * Brotli (maximum quality) and gzip (level 9) copies of every compressible file under `dir`,
 * written beside it as `file.br` and `file.gz`. Done once at build time, so the server sends
 * the smallest encoding without spending CPU per request (@fastify/static `preCompressed`).
 * A copy is written only when it is smaller than the file; otherwise the server sends the file.
 */
export async function compressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      // Dot folders (Vite's .vite/manifest.json) are build metadata, never served.
      .filter(
        (entry) =>
          entry.isFile() &&
          COMPRESSIBLE.test(entry.name) &&
          !path
            .relative(dir, entry.parentPath)
            .split(path.sep)
            .some((part) => part.startsWith('.')),
      )
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        for (const [suffix, compressed] of [
          ['.br', br],
          ['.gz', gz],
        ] as const) {
          if (compressed.length >= content.length) continue;
          await writeFile(file + suffix, compressed);
          written.push(file + suffix);
        }
      }),
  );
  return written.sort();
}

/** Vite plugin: compresses the whole output directory after the bundle is written. */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'clinic-intake:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressDirectory(outDir);
    },
  };
}
