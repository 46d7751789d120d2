import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages';
import { ACCESS_REPORT_TEXTS } from './index';

/** Every leaf of a texts object, by its dotted path. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'string') out.set(path, inner);
    else for (const [p, v] of leaves(inner, path)) out.set(p, v);
  }
  return out;
}

describe("the access report's texts", () => {
  const english = leaves(ACCESS_REPORT_TEXTS.en);
  it.each(LANGUAGES)('%s has every text, none empty, with the same placeholders', (language) => {
    const texts = leaves(ACCESS_REPORT_TEXTS[language]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(holes(text), path).toEqual(holes(english.get(path)!));
    }
  });
});
