import type { AgreedDocumentInput } from '../../../shared/api/forms';
import type { LegalDocumentKind } from '../../../shared/legal-documents';

/**
 * The terms and privacy policy this page has shown, by brand and language: a submission names
 * the versions the client read, so the consent records that text (and its SHA-256). A
 * document never opened is recorded by the server as the version current at submission,
 * which is the one the link would have opened.
 */
const shown = new Map<string, Map<LegalDocumentKind, AgreedDocumentInput>>();

const keyOf = (brand: string, language: string) => `${brand}\u0000${language}`;

export function rememberShown(brand: string, language: string, document: AgreedDocumentInput) {
  const key = keyOf(brand, language);
  const documents = shown.get(key) ?? new Map<LegalDocumentKind, AgreedDocumentInput>();
  documents.set(document.kind, {
    kind: document.kind,
    version: document.version,
    sha256: document.sha256,
  });
  shown.set(key, documents);
}

/** What a submission in `language` sends as `documents` (empty: nothing was opened). */
export function shownDocuments(brand: string, language: string): AgreedDocumentInput[] {
  return [...(shown.get(keyOf(brand, language))?.values() ?? [])];
}
