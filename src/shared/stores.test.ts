import { describe, expect, it } from 'vitest';
import { FORM_VERSIONS, STORE_CATALOGUE, STORE_CODES, latestVersionOf } from './stores';

describe('store catalogue (spec §2)', () => {
  it('lists every store code of the spec, test1 to test6 included', () => {
    expect(STORE_CODES).toHaveLength(40);
    for (const n of [1, 2, 3, 4, 5, 6]) expect(STORE_CODES).toContain(`test${n}`);
  });

  it('uses every version of the spec and no other', () => {
    const used = new Set(STORE_CATALOGUE.map((e) => e.version));
    expect([...used].sort()).toEqual([...FORM_VERSIONS]);
  });

  it('maps the named stores to their variants', () => {
    const find = (s: string, v: string) =>
      STORE_CATALOGUE.find((e) => e.store_code === s && e.version === v);
    expect(find('london', '20231027')?.mf).toBe('mfUk');
    expect(find('N7tvv', '20240902')?.mf).toBe('mfEm');
    expect(find('yvgaJ', '20240402')?.mf).toBe('mfEd');
    expect(find('zYx43', '20240402')?.detail).toBe('mfDetailEd');
    expect(find('xwP5X', '20231107')?.medical).toBe('medicalUs');
    expect(find('dripdash', '20250528')?.mf).toBe('mf_dripdash');
    for (const s of ['bb', 'IrfE2', 'london', 'N7tvv', 'dripdash']) {
      expect(find(s, '20240926')).toMatchObject({ mf: 'mf_uk_20240926', new: 'mf_uk_20240926' });
    }
  });

  it('gives every entry the one verification page and every store an entry', () => {
    expect(STORE_CATALOGUE.every((e) => e.verification === 'verification')).toBe(true);
    for (const code of STORE_CODES) expect(latestVersionOf(code)).toBeDefined();
    expect(latestVersionOf('dripdash')).toBe('20250528');
  });
});
