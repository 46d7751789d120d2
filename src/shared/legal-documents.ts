import { STORES } from './stores';

/**
 * The terms of service and the privacy policy a client agrees to before the questionnaire
 * (spec §1, §5). Each brand publishes its own, in versions; a version has one text in each of
 * the seven languages. Pure: the browser and the server name brands and kinds the same way.
 */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/** Every brand a store belongs to, in the catalogue's order. */
export const LEGAL_BRANDS: readonly string[] = [...new Set(STORES.map((s) => s.brand))];

export function isLegalBrand(value: unknown): value is string {
  return typeof value === 'string' && LEGAL_BRANDS.includes(value);
}

export function isLegalDocumentKind(value: unknown): value is LegalDocumentKind {
  return typeof value === 'string' && (LEGAL_DOCUMENT_KINDS as readonly string[]).includes(value);
}

/**
 * Whose documents a form shows: the store's brand when the form belongs to a store of the
 * catalogue (the Elite store fills the group's UK form but is its own brand), otherwise the
 * brand the template is written for.
 */
export function documentBrand(storeCode: string | null | undefined, templateBrand: string): string {
  const store = storeCode ? STORES.find((s) => s.code === storeCode) : undefined;
  if (store) return store.brand;
  return isLegalBrand(templateBrand) ? templateBrand : (LEGAL_BRANDS[0] ?? templateBrand);
}

/** The question whose tick is the agreement to the terms and privacy policy (sections/consent.ts). */
export const TERMS_AGREEMENT_QUESTION = 'agree_terms';
