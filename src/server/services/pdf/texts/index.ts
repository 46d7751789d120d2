import { toLanguage, type Language } from '../../../../shared/languages';
import { isolate } from '../text/bidi';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import type { PdfTexts } from './types';
import { zh } from './zh';

export type { IdDocument, PdfTexts, VerificationMethod } from './types';

/** The PDF's own texts in all seven languages; the questions come from the forms catalogs. */
export const PDF_TEXTS: Record<Language, PdfTexts> = { en, fr, zh, de, ja, ar, es };

export function pdfTexts(language: string): PdfTexts {
  return PDF_TEXTS[toLanguage(language)];
}

/**
 * Fills `{{name}}` placeholders. Each value (a name, a time, a reason someone typed) goes in as
 * a first-strong isolate, so it reads in its own direction inside the sentence around it.
 */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : isolate(value);
  });
}

export { brandName } from '../../../../shared/brands';
