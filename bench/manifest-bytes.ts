import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a browser loads for the given chunks: each chunk, its static imports and CSS. */
export function filesFor(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The files a browser loads for the chunks that hold these source modules (paths from the
 * project root, matched by their end, query included: `i18n/locales/en.json?part=first`), read
 * from the map the build writes (scripts/vite-chunk-modules.ts), with their static imports.
 */
export function filesForModules(
  distDir: string,
  manifest: Manifest,
  modules: string[],
): Set<string> {
  const chunkModules = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'chunk-modules.json'), 'utf8'),
  ) as Record<string, string[]>;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = modules.map((module) => {
    const file = Object.keys(chunkModules).find((f) =>
      chunkModules[f]!.some((id) => id === module || id.endsWith(`/${module}`)),
    );
    const key = file && keyOfFile.get(file);
    if (!key) throw new Error(`no chunk holds ${module}`);
    return key;
  });
  return filesFor(manifest, keys);
}

export function gzipBytes(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    total += gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  }
  return total;
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('manifest has no entry');
  return key;
}

/**
 * Bytes the server sends for the files to a browser that accepts brotli: each file's `.br` copy
 * written by the build (scripts/vite-compress-assets.ts), or the file itself when it has none.
 */
export function brotliBytes(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    const full = path.join(distDir, file);
    total += statSync(existsSync(full + '.br') ? full + '.br' : full).size;
  }
  return total;
}
