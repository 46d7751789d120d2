import { createHash } from 'node:crypto';
import { legalDocumentText, normalizeLegalText } from '../../../shared/legal-text';

/** A title and body as stored: normalized the way they are shown and hashed. */
export function normalizedDocument(title: string, body: string): { title: string; body: string } {
  return { title: normalizeLegalText(title), body: normalizeLegalText(body) };
}

/** SHA-256 (hex) of the text a client reads: `legalDocumentText(title, body)` as UTF-8. */
export function legalDocumentSha256(title: string, body: string): string {
  return createHash('sha256').update(legalDocumentText(title, body), 'utf8').digest('hex');
}
