import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import type { Template } from './model';
import { getTemplate, templateIds } from './registry';
import { safetyTextKeys } from './safety/safety-texts';
import { SCREENING_RULES } from './screening-rules';
import { recordKeys, templateKeys } from './text-keys';

/** The "forms" namespace catalogs: seven languages, the same keys, every template covered. */
const dir = path.join(import.meta.dirname, 'locales');
type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const load = (language: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Catalog);
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = load('en');

describe('forms catalogs', () => {
  it('has exactly one catalog per product language', () => {
    const files = readdirSync(dir).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key and no other', (l) => {
    const catalog = load(l);
    const missing = [...english.keys()].filter((k) => !catalog.has(k));
    const extra = [...catalog.keys()].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s has no empty text and keeps every placeholder', (l) => {
    for (const [key, text] of load(l)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it.each(templateIds)('en.json has every key template %s references', (id) => {
    const template = getTemplate(id) as Template;
    const keys = new Set([...templateKeys(template), ...recordKeys(template)]);
    expect([...keys].filter((k) => !english.has(k))).toEqual([]);
  });

  const staffIds = templateIds.filter((id) =>
    ['detail', 'medical'].includes(getTemplate(id)!.kind),
  );

  it.each(LANGUAGES)('%s has every key of every staff template', (l) => {
    expect(staffIds.length).toBeGreaterThanOrEqual(10);
    const catalog = load(l);
    for (const id of staffIds) {
      const keys = [...templateKeys(getTemplate(id)!)];
      expect(
        keys.filter((k) => !catalog.has(k)),
        id,
      ).toEqual([]);
    }
  });

  it('has a label for every screening flag and safety text, and no key that nothing uses', () => {
    const used = new Set(
      templateIds.flatMap((id) => [
        ...templateKeys(getTemplate(id)!),
        ...recordKeys(getTemplate(id)!),
      ]),
    );
    for (const rule of SCREENING_RULES) used.add(`flags.${rule.id}`);
    for (const key of safetyTextKeys()) used.add(key);
    expect([...used].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !used.has(k))).toEqual([]);
  });
});
