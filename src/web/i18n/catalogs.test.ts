import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { LANGUAGES } from '../../shared/languages';

const localesDir = path.join(import.meta.dirname, 'locales');
type Catalog = { [key: string]: string | Catalog };

function load(language: string): Catalog {
  return JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')) as Catalog;
}

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = flatten(load('en'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('locale catalogs', () => {
  it('has exactly one catalog per product language', () => {
    const files = readdirSync(localesDir)
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every English key and no other',
    (language) => {
      const catalog = flatten(load(language));
      const missing = [...english.keys()].filter((k) => !catalog.has(k));
      const extra = [...catalog.keys()].filter((k) => !english.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LANGUAGES)('%s has no empty text and keeps every placeholder', (language) => {
    const catalog = flatten(load(language));
    for (const [key, text] of catalog) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('has a message for every API error code', () => {
    for (const name of Object.keys(ERROR_CODES).filter((n) => n !== 'ok')) {
      expect(english.has(`errors.${name}`), name).toBe(true);
    }
  });

  it('has every key that the web code names literally', () => {
    const webDir = path.join(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(webDir)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((k) => !english.has(k))).toEqual([]);
  });
});
