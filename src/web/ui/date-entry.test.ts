import { describe, expect, it } from 'vitest';
import { dateInWords, dateOrderFor, parseTypedDate, typedForm } from './date-entry';

const date = (iso: string) => ({ kind: 'date', iso });
const invalid = { kind: 'invalid' };

describe('a date as typed', () => {
  it('reads "17051990" in the language’s order, never as 5 December', () => {
    expect(parseTypedDate('17051990', dateOrderFor('en'))).toEqual(date('1990-05-17'));
    expect(parseTypedDate('17051990', dateOrderFor('ar'))).toEqual(date('1990-05-17'));
    expect(parseTypedDate('05171990', dateOrderFor('en', 'us'))).toEqual(date('1990-05-17'));
    expect(parseTypedDate('19900517', dateOrderFor('zh'))).toEqual(date('1990-05-17'));
    // In day-month-year order there is no 17th month: refused, not turned into December.
    expect(parseTypedDate('05171990', dateOrderFor('en'))).toEqual(invalid);
    expect(parseTypedDate('17051990', dateOrderFor('en', 'us'))).toEqual(invalid);
  });

  it('reads separators, ISO dates and every digit system', () => {
    for (const text of ['17/05/1990', '17.5.1990', '17-05-1990', '17 5 1990', '1990-05-17']) {
      expect(parseTypedDate(text, 'dmy'), text).toEqual(date('1990-05-17'));
    }
    expect(parseTypedDate('١٧/٠٥/١٩٩٠', 'dmy')).toEqual(date('1990-05-17'));
    expect(parseTypedDate('۱۷۰۵۱۹۹۰', 'dmy')).toEqual(date('1990-05-17'));
    expect(parseTypedDate('１９９０年５月１７日', 'ymd')).toEqual(date('1990-05-17'));
    expect(parseTypedDate('1990/05/17', 'dmy')).toEqual(date('1990-05-17'));
  });

  it('refuses what is not a real date with a four-digit year', () => {
    for (const text of ['31/02/1990', '17/05/90', '1705199', 'yesterday', '00/05/1990']) {
      expect(parseTypedDate(text, 'dmy'), text).toEqual(invalid);
    }
    expect(parseTypedDate('   ', 'dmy')).toEqual({ kind: 'blank' });
    expect(parseTypedDate('29/02/2024', 'dmy')).toEqual(date('2024-02-29'));
  });

  it('shows a stored date in the order it is typed', () => {
    expect(typedForm('1990-05-17', 'dmy')).toBe('17/05/1990');
    expect(typedForm('1990-05-17', 'mdy')).toBe('05/17/1990');
    expect(typedForm('1990-05-17', 'ymd')).toBe('1990/05/17');
  });

  it('reads the date back in words in each of the seven languages', () => {
    expect(dateInWords('1988-03-09', 'en')).toBe('9 March 1988');
    expect(dateInWords('1988-03-09', 'en', 'us')).toBe('March 9, 1988');
    expect(dateInWords('1988-03-09', 'fr')).toBe('9 mars 1988');
    expect(dateInWords('1988-03-09', 'de')).toBe('9. März 1988');
    expect(dateInWords('1988-03-09', 'es')).toBe('9 de marzo de 1988');
    expect(dateInWords('1988-03-09', 'zh')).toBe('1988年3月9日');
    expect(dateInWords('1988-03-09', 'ja')).toBe('1988年3月9日');
    // Arabic in the locale's own digits: Western in current CLDR data, Arabic-Indic in older.
    expect(dateInWords('1988-03-09', 'ar')).toMatch(/^(9|٩) مارس (1988|١٩٨٨)$/);
  });
});
