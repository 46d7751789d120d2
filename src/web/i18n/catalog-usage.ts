import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which app catalog groups a set of screens can show, read from the source: the translation
 * keys written in every module a screen's code reaches. Used by tests (Node only), never
 * bundled. A key is found where it is written as a string that starts with a group's name and
 * a dot (`'verify.title'`, `` `errors.${code}` ``); keys that arrive from the server are
 * covered by the runtime's own fallback (see i18n.ts).
 */

// Type-only imports (`import type`, `export type`) bring no code, so no texts.
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'|(?:^|\n)\s*import\s+'(\.[^']+)'/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm;
const DYNAMIC_IMPORT = /import\(\s*'(\.[^']+)'\s*\)/g;
const KEY_LITERAL = /['"`]([a-z][A-Za-z]*)\.[A-Za-z0-9_$]/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

export interface UsageOptions {
  /** Follow `import('./x')` too (a screen's own lazy parts), not only static imports. */
  dynamic: boolean;
}

/** Every module `entry` reaches through relative imports, `entry` included. */
export function reachableModules(entry: string, { dynamic }: UsageOptions): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? m[2]);
    if (dynamic) specifiers.push(...[...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]));
    for (const specifier of specifiers) {
      const resolved = specifier && resolveModule(file, specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}

/** Group → the files (and one key each) where these modules name a key of that group. */
export function groupsNamedIn(
  files: Iterable<string>,
  groups: ReadonlySet<string>,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8').replace(COMMENT, '');
    for (const match of source.matchAll(KEY_LITERAL)) {
      const group = match[1]!;
      if (!groups.has(group)) continue;
      const line = source.slice(match.index, source.indexOf('\n', match.index)).slice(0, 60);
      const where = found.get(group) ?? [];
      where.push(`${path.basename(file)}: ${line}`);
      found.set(group, where);
    }
  }
  return found;
}
