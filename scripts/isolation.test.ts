import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The node test project runs without isolation (vitest.config.ts): a worker keeps the modules
 * one file loaded for the next. A file there that mocks a module or a global, or sets an
 * environment variable, would change what later files see, depending on which worker ran what.
 * Those belong in src/web (isolated) or must be written without mocks.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_ROOTS = ['src/server', 'src/shared', 'scripts', 'bench'];
const FORBIDDEN = [
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(/,
  /\bprocess\.env\.[A-Z_]+\s*=[^=]/,
  /\bprocess\.env\[[^\]]+\]\s*=[^=]/,
  /\bdelete process\.env\b/,
];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('tests that share a worker', () => {
  it('mock no module or global and set no environment variable', () => {
    const files = SHARED_ROOTS.flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => {
      if (file === path.join('scripts', 'isolation.test.ts')) return false;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      return FORBIDDEN.some((pattern) => pattern.test(text));
    });
    expect(offenders).toEqual([]);
  });
});
