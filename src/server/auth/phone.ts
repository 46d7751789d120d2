import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import type { CountryDto } from '../../shared/api/auth';
import { toAsciiDigits } from '../../shared/digits';
import { AppError } from '../http/app-error';

/**
 * A typed phone number in E.164 (`+447400123456`), or undefined when it is not a valid number.
 * `country` is needed when the number has no +prefix. The `max` metadata checks real number
 * ranges, not only lengths. Digits typed in Arabic or full-width forms are read as ASCII.
 */
export function toE164(mobile: string, country?: string): string | undefined {
  const parsed = parsePhoneNumberFromString(toAsciiDigits(mobile), {
    defaultCountry: country as CountryCode | undefined,
  });
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Like toE164, but an invalid number is a validation error on `field`. */
export function requireE164(mobile: string, country: string | undefined, field = 'mobile'): string {
  const e164 = toE164(mobile, country);
  if (!e164)
    throw new AppError('validation', [{ path: field, message: 'validation.invalidMobile' }]);
  return e164;
}

let countries: CountryDto[] | undefined;

/** Every country libphonenumber-js knows, with its calling code, sorted by ISO code. */
export function listCountries(): CountryDto[] {
  countries ??= getCountries()
    .map((code) => ({ code, dial: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return countries;
}

/**
 * For exact-match lookups only: E.164 of any *possible* number (right length for its country),
 * so a stored number outside today's allocated ranges (e.g. Ofcom's 07700 900xxx drama range)
 * is still found. An impossible number is a validation error on `field`.
 */
export function lookupE164(mobile: string, country: string | undefined, field = 'mobile'): string {
  const parsed = parsePhoneNumberFromString(toAsciiDigits(mobile), {
    defaultCountry: country as CountryCode | undefined,
  });
  if (!parsed?.isPossible()) {
    throw new AppError('validation', [{ path: field, message: 'validation.invalidMobile' }]);
  }
  return parsed.number;
}
