/**
 * The text of a published terms of service or privacy policy: how it is normalized and hashed,
 * and how its body reads as blocks. Apart from ./legal-documents.ts so the client form's first
 * load does not carry it (only the dialog that shows a document does).
 */

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
