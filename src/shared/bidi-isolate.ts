import { directionOf, type Language } from './languages';

/** The Unicode isolates of UAX #9: first strong, left to right, and their end. */
export const FSI = '\u2068';
export const LRI = '\u2066';
export const PDI = '\u2069';

/**
 * A value laid out as one unit inside the line around it: a first-strong isolate takes its
 * own direction from its first strong letter (a Latin name in an Arabic line, an Arabic name
 * in an English one); a left-to-right isolate always reads left to right.
 */
export function isolate(value: string, direction: 'auto' | 'ltr' = 'auto'): string {
  return `${direction === 'ltr' ? LRI : FSI}${value}${PDI}`;
}

/**
 * What an interpolated value is, which decides how it is isolated:
 * - `text`: names, clinics, addresses, dates written in words: FSI, their own first strong
 *   letter decides (an Arabic date reads right to left, "London" left to right);
 * - `code`: one-time codes and appointment numbers, which are read out and typed back
 *   character by character: LRI, always left to right, whatever they start with;
 * - `link`: never wrapped. The closing PDI would sit right after the address, and link
 *   detectors take it as part of it (Android's `Patterns.WEB_URL` admits U+00A0–U+D7FF in a
 *   path), so a tap would open `…lang=ar%E2%81%A9`. A link stands at the end of its message on
 *   a line of its own instead, which is its own bidi paragraph (UAX #9 P1), and starts and
 *   ends with a left-to-right letter (`https…lang=ar`), so it keeps its order in any line.
 */
export type ValueKind = 'text' | 'code' | 'link';

/** Directional formatting characters: a value carrying its own could close our isolate. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * The values of a message in `language`, ready to be put in its placeholders. Any directional
 * control a value carries is dropped first (a name typed with U+202E would turn the rest of
 * the line around, one with U+2069 would end our isolate early). Then, in a language written
 * right to left, each value but a link is isolated as its kind says. Left-to-right messages
 * add nothing: their values are left to right already or stand apart from them, and one
 * invisible control would turn an SMS in a Latin script from GSM-7 (160 characters a segment)
 * into UCS-2 (70), two or three times the cost. Every message filled on the server goes
 * through this one function (decision 043).
 */
export function isolateValues<T extends { [K in keyof T]?: string }>(
  values: T,
  language: Language,
  kindOf: (name: keyof T) => ValueKind,
): T {
  const rtl = directionOf(language) === 'rtl';
  const filled: Record<string, string | undefined> = {};
  for (const [name, raw] of Object.entries(values as Record<string, string | undefined>)) {
    const value = raw?.replace(BIDI_CONTROLS, '');
    const kind = kindOf(name as keyof T);
    filled[name] =
      !rtl || !value || kind === 'link' ? value : isolate(value, kind === 'code' ? 'ltr' : 'auto');
  }
  return filled as T;
}
