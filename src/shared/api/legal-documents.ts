import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../languages';
import { LEGAL_DOCUMENT_KINDS, type LegalDocumentKind } from '../legal-documents';
import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX } from '../legal-text';

/**
 * Terms of service and privacy policy (spec §1, §5): public reads by brand and language (no
 * personal data, cacheable), and the admins' list and publication of new versions.
 */

const brand = z.string().check(z.regex(/^[a-z0-9_-]{1,40}$/, 'validation.invalidFormat'));
const kind = z.enum(LEGAL_DOCUMENT_KINDS);
const languageQuery = z.object({ language: z.enum(LANGUAGES) });
/** A version in a path: digits only, read as a number. */
const versionParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,6}$/, 'validation.invalidFormat')),
  z.transform(Number),
);

// ---- GET /api/legal-documents/:brand?language= — the brand's current terms and privacy policy
// in that language: version, title and SHA-256, without the text (the form links to them; the
// text loads when the client opens one). 404 `legalDocuments.brandNotFound`. Public, cacheable.
export const legalBrandParams = z.object({ brand });
export const legalLanguageQuery = languageQuery;

export interface LegalDocumentMetaDto {
  brand: string;
  kind: LegalDocumentKind;
  version: number;
  language: Language;
  title: string;
  /** SHA-256 (hex) of `legalDocumentText(title, body)`: what the client reads and agrees to. */
  sha256: string;
  published_at: string;
}

export interface CurrentLegalDocumentsDto {
  brand: string;
  language: Language;
  documents: LegalDocumentMetaDto[];
}

// ---- GET /api/legal-documents/:brand/:kind/:version?language= — one version's text in one
// language. A published version never changes, so the answer is cacheable for good.
// 404 `legalDocuments.documentNotFound`.
export const legalDocumentParams = z.object({ brand, kind, version: versionParam });

export interface LegalDocumentDto extends LegalDocumentMetaDto {
  body: string;
}

// ---- GET /api/admin/legal-documents — admins: every version of every brand's documents, with
// each language's title and hash (no bodies). Audited.
export interface LegalVersionDto {
  brand: string;
  kind: LegalDocumentKind;
  version: number;
  published_at: string;
  /** Null for the texts seeded with the product. */
  published_by: string | null;
  languages: { language: Language; title: string; sha256: string }[];
}

// ---- GET /api/admin/legal-documents/:brand/:kind/:version — admins: one version's texts in
// every language (to start a new version from). 404 `legalDocuments.documentNotFound`. Audited.
export interface LegalVersionTextsDto {
  brand: string;
  kind: LegalDocumentKind;
  version: number;
  texts: { language: Language; title: string; body: string; sha256: string }[];
}

// ---- POST /api/admin/legal-documents — admins: publish the next version of a brand's terms or
// privacy policy, with its text in all seven languages (a client reads the version they agree
// to in their own language). Returning clients are asked to agree again at their next form.
// 400 naming `texts.<language>.title|body`; 404 `legalDocuments.brandNotFound`. Audited.
const textField = (max: number) =>
  z.string().check(
    z.refine((s) => s.trim().length > 0, 'validation.required'),
    z.maxLength(max, 'validation.tooLong'),
  );
const languageText = z.object({
  title: textField(LEGAL_TITLE_MAX),
  body: textField(LEGAL_BODY_MAX),
});
export const publishLegalBody = z.object({
  brand,
  kind,
  texts: z.object(
    Object.fromEntries(LANGUAGES.map((l) => [l, languageText])) as Record<
      Language,
      typeof languageText
    >,
  ),
});
export type PublishLegalBody = z.infer<typeof publishLegalBody>;

/** A document a signed questionnaire agreed to, as the record shows and prints it. */
export interface AgreedDocumentDto {
  kind: LegalDocumentKind;
  version: number;
  language: Language;
  title: string;
  sha256: string;
  agreed_at: string;
}
