import { isolateValues, type ValueKind } from '../../../shared/bidi-isolate';
import { inLanguage } from '../../../shared/link-address';
import type { Language } from '../../../shared/languages';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { MessageLanguage } from './message-language';
import type { MessageCatalog, MessageKind, MessageParams } from './types';
import { zh } from './zh';

export type { MessageKind } from './types';
export { clinicLanguage, languageFor, type MessageLanguage } from './message-language';

/** Server-side texts in all seven languages (the server never imports src/web's catalogs). */
export const MESSAGE_CATALOGS: Record<Language, MessageCatalog> = { en, fr, zh, de, ja, ar, es };

export interface RenderedMessage {
  subject: string;
  text: string;
}

/** The page a message without a link of its own sends its reader to. */
const PAGE_OF: Partial<Record<MessageKind, string>> = {
  noAccount: '/login?mode=register',
  alreadyRegistered: '/login',
  memberInvite: '/login?mode=register',
};

/** Codes and appointment numbers are typed back character by character; links stand apart. */
const KIND_OF_VALUE: Partial<Record<keyof MessageParams, ValueKind>> = {
  code: 'code',
  number: 'code',
  link: 'link',
};

/**
 * A message in `language` (from `languageFor`, never a request's own): its values isolated
 * for a right-to-left reader by the one function that does so for every message.
 */
export function renderMessage(
  kind: MessageKind,
  language: MessageLanguage,
  params: MessageParams & { url: string },
): RenderedMessage {
  const { url, ...values } = params;
  const page = PAGE_OF[kind];
  if (page) values.link = inLanguage(`${url}${page}`, language);
  const reader: Language = language;
  const template = MESSAGE_CATALOGS[reader][kind];
  const filled = isolateValues(values, reader, (name) => KIND_OF_VALUE[name] ?? 'text');
  return { subject: `Clinic Intake: ${template.subject}`, text: template.text(filled) };
}
