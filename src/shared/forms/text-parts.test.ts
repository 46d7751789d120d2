import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { TEMPLATES } from './templates';
import { templateKeys } from './text-keys';
import { clientTextKeys, formsTextsPart } from './text-parts';

type Catalog = { [key: string]: string | Catalog };

const load = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Catalog;

function flatten(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
}

function deepMerge(a: Catalog, b: Catalog): Catalog {
  const out: Catalog = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] =
      typeof value !== 'string' && current !== undefined && typeof current !== 'string'
        ? deepMerge(current, value)
        : value;
  }
  return out;
}

describe('forms texts parts', () => {
  const clientKeys = clientTextKeys();

  it.each(LANGUAGES)('%s: the client and staff parts together are the whole file, apart', (lng) => {
    const whole = load(lng);
    const client = formsTextsPart(whole, 'client', clientKeys);
    const staff = formsTextsPart(whole, 'staff', clientKeys);
    expect(deepMerge(client, staff)).toEqual(whole);
    const clientFlat = new Set(flatten(client));
    expect(flatten(staff).filter((key) => clientFlat.has(key))).toEqual([]);
  });

  it('gives a client screen every text of every template the client fills in', () => {
    const client = new Set(flatten(formsTextsPart(load('en'), 'client', clientKeys)));
    for (const template of Object.values(TEMPLATES)) {
      const sections = template.sections.filter((section) => !section.role);
      for (const key of templateKeys({ ...template, sections }))
        expect(client, `${template.id}: ${key}`).toContain(key);
    }
  });

  it('keeps the staff sections, products and flags out of the client part', () => {
    const client = new Set(flatten(formsTextsPart(load('en'), 'client', clientKeys)));
    const staff = new Set(flatten(formsTextsPart(load('en'), 'staff', clientKeys)));
    for (const key of ['sections.practitioner_plan.title', 'questions.pulse_before.label']) {
      expect(client).not.toContain(key);
      expect(staff).toContain(key);
    }
    expect([...client].filter((key) => key.startsWith('flags.'))).toEqual([]);
    expect([...staff].some((key) => key.startsWith('flags.'))).toBe(true);
  });
});
