import { describe, expect, it } from 'vitest';
import { formatDay, formatTime } from './record-format';

const unwrap = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe("a record's times, written for its reader on the store's clock", () => {
  it('writes a London record in English the British way, with the clock named', () => {
    const clock = { language: 'en', country: 'GB', timeZone: 'Europe/London' };
    expect(unwrap(formatTime('2025-07-14T09:30:00Z', clock))).toBe(
      '14/07/2025, 10:30 (Europe/London)',
    );
    expect(unwrap(formatDay('1990-05-17', clock))).toBe('17/05/1990');
  });

  it('writes it in Arabic digits for an Arabic reader, kept in one piece', () => {
    const clock = { language: 'ar', country: 'GB', timeZone: 'Europe/London' };
    const text = formatTime('2025-07-14T09:30:00Z', clock);
    expect(text.startsWith('\u2068') && text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('٢٠٢٥');
    expect(text).toContain('(Europe/London)');
  });
});
