import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/languages';

declare const decided: unique symbol;
/**
 * A message's language as `languageFor` decided it. The messenger takes nothing else, so no
 * caller can hand it the language of whoever happened to press the button.
 */
export type MessageLanguage = Language & { readonly [decided]: true };

/**
 * The one rule for the language of a message to a client (decision 043): a language chosen
 * on purpose for this message (the desk's choice, or the screen she asked from herself), else
 * her preferred language, else the language of the clinic the message is about, else English.
 * A member of staff's own screen language is never an argument here.
 */
export function languageFor(
  client: { preferredLanguage: string | null } | null | undefined,
  explicit?: string | null,
  store?: { language: string } | null,
): MessageLanguage {
  for (const candidate of [explicit, client?.preferredLanguage, store?.language]) {
    if (isLanguage(candidate)) return candidate as MessageLanguage;
  }
  return DEFAULT_LANGUAGE as MessageLanguage;
}

/** A message to someone who is not the client (her GP): the clinic's own language. */
export function clinicLanguage(store: { language: string }): MessageLanguage {
  return languageFor(null, null, store);
}
