import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressNamesLink } from '../../../shared/link-address';
import { takeLinkCode } from './link-code';

let href = '';
const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
  href = new URL(url, href).toString();
});

beforeEach(() => {
  const map = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  });
  vi.stubGlobal('window', {
    get location() {
      return { href };
    },
    history: { state: null, replaceState },
  });
});

describe('the link code in the address', () => {
  it('is read once, replaced by a mark in the address bar, and kept for a reload in this tab', () => {
    href = 'https://clinic.example/verification/london/latest?lang=ar&code=abc.def';
    expect(takeLinkCode('london')).toBe('abc.def');
    expect(href).toBe('https://clinic.example/verification/london/latest?lang=ar&from=link');
    expect(addressNamesLink(new URL(href).searchParams)).toBe(true);
    expect(takeLinkCode('london')).toBe('abc.def');
  });

  it('is not reused on another store, and is null when there is none', () => {
    href = 'https://clinic.example/verification/london/latest?code=abc.def';
    takeLinkCode('london');
    expect(takeLinkCode('bb')).toBeNull();
  });

  it('is not named by an address without a code or the mark', () => {
    expect(addressNamesLink(new URLSearchParams('lang=ar'))).toBe(false);
    expect(addressNamesLink(new URLSearchParams('from=desk'))).toBe(false);
    expect(addressNamesLink(new URLSearchParams('code=x'))).toBe(true);
  });
});
