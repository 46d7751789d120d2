import { describe, expect, it } from 'vitest';
import { parseDecimal, toAsciiDigits } from './digits';

/** The same figures in each digit system a phone keyboard may give. */
const SYSTEMS = [
  { name: 'Arabic-Indic', digits: '٠١٢٣٤٥٦٧٨٩' },
  { name: 'Extended Arabic-Indic', digits: '۰۱۲۳۴۵۶۷۸۹' },
  { name: 'full-width', digits: '０１２３４５６７８９' },
  { name: 'ASCII', digits: '0123456789' },
] as const;

const inSystem = (ascii: string, digits: string) => ascii.replace(/\d/g, (d) => digits[Number(d)]!);

describe('digits of every system become ASCII', () => {
  it.each(SYSTEMS)('$name: every digit, a phone number, a date and a number', ({ digits }) => {
    expect(toAsciiDigits(digits)).toBe('0123456789');
    expect(toAsciiDigits(inSystem('07400 555666', digits))).toBe('07400 555666');
    expect(toAsciiDigits(inSystem('1990-05-17', digits))).toBe('1990-05-17');
    expect(parseDecimal(inSystem('165', digits))).toBe(165);
    expect(parseDecimal(inSystem('72.5', digits))).toBe(72.5);
    expect(parseDecimal(inSystem('72,5', digits))).toBe(72.5);
  });

  it('reads the separators and signs those keyboards give', () => {
    expect(parseDecimal('٧٢٫٥')).toBe(72.5); // Arabic decimal separator
    expect(parseDecimal('١٬٢٥٠')).toBe(1250); // Arabic thousands separator
    expect(toAsciiDigits('＋４４　７７００')).toBe('+44 7700');
    expect(parseDecimal('－３')).toBe(-3);
  });

  it('leaves letters and other text as typed', () => {
    expect(toAsciiDigits('حساسية ٣ أيام')).toBe('حساسية 3 أيام');
    expect(toAsciiDigits('Penicillin')).toBe('Penicillin');
  });

  it('gives nothing for blank text and NaN for what is not a number (never a part of it)', () => {
    expect(parseDecimal('  ')).toBeUndefined();
    expect(parseDecimal('12a')).toBeNaN();
    expect(parseDecimal('١٢ سم')).toBeNaN();
    expect(parseDecimal('1.2.3')).toBeNaN();
    expect(parseDecimal('1.')).toBe(1);
  });
});
