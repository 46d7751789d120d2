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

/** Limits of a published text (an admin pastes it; the PDF prints it in an appendix). */
export const LEGAL_TITLE_MAX = 200;
export const LEGAL_BODY_MAX = 60_000;

/**
 * The text a document's SHA-256 covers: the title, a blank line, then the body, with line ends
 * as `\n` and no trailing white space. The browser shows exactly this text, the PDF prints it,
 * and the consent stores its hash.
 */
export function legalDocumentText(title: string, body: string): string {
  return `${normalizeLegalText(title)}\n\n${normalizeLegalText(body)}`;
}

/** Line ends as `\n`, trailing spaces of each line and blank lines at either end removed, NFC. */
export function normalizeLegalText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/**
 * A body as blocks to show: `## ` starts a heading line, blank lines separate paragraphs,
 * `- ` starts a list item. Nothing else is markup, so an admin's text can never become HTML.
 */
export type LegalBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of normalizeLegalText(body).split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ type: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        flush();
        const last = blocks.at(-1);
        const item = line.slice(2).trim();
        if (last?.type === 'list') last.items.push(item);
        else blocks.push({ type: 'list', items: [item] });
      } else {
        const last = blocks.at(-1);
        // A line under a list item continues that item.
        if (paragraph.length === 0 && last?.type === 'list' && /^\s/.test(line)) {
          last.items[last.items.length - 1] += ` ${line.trim()}`;
        } else paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/** The question whose tick is the agreement to the terms and privacy policy (sections/consent.ts). */
export const TERMS_AGREEMENT_QUESTION = 'agree_terms';
