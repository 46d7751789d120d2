import { toLanguage, type Language } from '../../../shared/languages';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { MessageCatalog, MessageKind, MessageParams } from './types';
import { zh } from './zh';

export type { MessageKind } from './types';

/** Server-side texts in all seven languages (the server never imports src/web's catalogs). */
export const MESSAGE_CATALOGS: Record<Language, MessageCatalog> = { en, fr, zh, de, ja, ar, es };

export interface RenderedMessage {
  subject: string;
  text: string;
}

export function renderMessage(
  kind: MessageKind,
  language: string | undefined,
  params: MessageParams,
): RenderedMessage {
  const template = MESSAGE_CATALOGS[toLanguage(language)][kind];
  return { subject: `Clinic Intake: ${template.subject}`, text: template.text(params) };
}
