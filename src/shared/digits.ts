/**
 * Digits as people type them on their phone's keyboard: Arabic-Indic (٠–٩, Arabic keyboards),
 * Extended Arabic-Indic (۰–۹, Persian and Urdu keyboards) and full-width (０–９, Chinese and
 * Japanese input methods) become ASCII 0–9, with the separators and signs those keyboards give
 * (Arabic decimal and thousands separators, full-width plus, minus, stop, comma, slash, space).
 * Everything else is left as typed. The browser calls it on input (so the answer it keeps, and
 * the BMI computed from it, hold ASCII) and the server's answer schema calls it again, so an API
 * caller sending Arabic digits is read the same way.
 */
export function toAsciiDigits(text: string): string {
  return text.replace(NON_ASCII_DIGIT, (c) => {
    const code = c.charCodeAt(0);
    for (const zero of ZEROS) {
      if (code >= zero && code <= zero + 9) return String(code - zero);
    }
    return SIGNS[c] ?? c;
  });
}

/** The first code point of each digit system: ٠ (U+0660), ۰ (U+06F0), ０ (U+FF10). */
const ZEROS = [0x0660, 0x06f0, 0xff10] as const;

const SIGNS: Readonly<Record<string, string>> = {
  '\u066b': '.', // ARABIC DECIMAL SEPARATOR
  '\u066c': '', // ARABIC THOUSANDS SEPARATOR
  '\uff0b': '+',
  '\uff0d': '-',
  '\u2212': '-', // MINUS SIGN
  '\uff0e': '.',
  '\uff0c': ',',
  '\uff0f': '/',
  '\u3000': ' ', // IDEOGRAPHIC SPACE
};

const NON_ASCII_DIGIT =
  /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c\uff0b\uff0d\u2212\uff0e\uff0c\uff0f\u3000]/g;

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * A typed number in any of those digit systems, with "." or "," as the decimal mark ("72,5",
 * "٧٢٫٥"): the number, `undefined` for blank text, or NaN for anything that is not a number
 * (so "12a" is reported as an invalid number, never read as 12).
 */
export function parseDecimal(text: string): number | undefined {
  const ascii = toAsciiDigits(text).trim();
  if (ascii === '') return undefined;
  if (!DECIMAL.test(ascii)) return Number.NaN;
  return Number(ascii.replace(',', '.'));
}
