import * as z from 'zod/mini';
import { LANGUAGES } from '../languages';
import { LEGAL_DOCUMENT_KINDS } from '../legal-documents';

/** Limits and field schemas shared by the forms contract (forms.ts, forms-mform.ts). */

/** Answers JSON (as typed) above this many bytes is refused (`forms.draftTooLarge`, 413). */
export const DRAFT_MAX_BYTES = 256 * 1024;
/** One signature PNG, decoded bytes (`forms.signatureTooLarge`). */
export const SIGNATURE_PNG_MAX_BYTES = 300 * 1024;
/** One uploaded image or PDF, decoded bytes (`forms.uploadTooLarge`, 413). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Images per upload request (`base64_img[]`). */
export const UPLOAD_MAX_FILES = 10;

export const id = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
export const uuid = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'validation.invalidFormat'));
export const storeCode = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'validation.invalidFormat'));
export const version = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.-]{1,32}$/, 'validation.invalidFormat'));
/** The opaque secret of an anonymous draft (base64url, 43 characters). */
export const draftToken = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'forms.draftTokenInvalid'));

/**
 * An object of answers keyed by question id. Form-encoded bodies (spec §7) may send it as a
 * JSON string; it is parsed here so both encodings reach the same schema.
 */
export const answersField = z.pipe(
  z.union([z.record(z.string(), z.unknown()), z.string()]),
  z.transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // reported below
    }
    ctx.issues.push({ code: 'custom', message: 'validation.invalidFormat', input: value });
    return {};
  }),
);

/** A JSON array that a form-encoded body may send as a JSON string. */
function jsonList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.pipe(
      z.union([z.array(z.unknown()), z.string()]),
      z.transform((value): unknown => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      }),
    ),
    z.array(item).check(z.maxLength(3, 'validation.tooLong')),
  );
}

/** Which form the catalogue entry names: the questionnaire (mf), the re-consent (rf), ... */
export const FORM_PURPOSES = ['mf', 'rf', 'detail', 'medical'] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

export const draftKey = {
  template_id: id(64),
  version,
  store_code: z.optional(storeCode),
  locale: z.enum(LANGUAGES),
};

export const signatureInput = z.object({
  slot: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Raw base64 of the PNG, or a `data:image/png;base64,` URL. */
  png_base64: z.string().check(z.minLength(1, 'validation.signatureRequired')),
  method: z.enum(['drawn', 'typed']),
  signer_name: z.string().check(z.minLength(1, 'validation.required'), z.maxLength(200)),
  /** Pad points; `{x: -1, y: -1}` ends a stroke (spec §3). */
  strokes: z.optional(
    z.array(z.object({ x: z.number(), y: z.number() })).check(z.maxLength(20_000)),
  ),
});
export type SignatureInput = z.infer<typeof signatureInput>;

/** Up to three signatures; a form-encoded body may send the list as a JSON string. */
export const signatureList = jsonList(signatureInput);

/**
 * A document the form showed the client when they agreed to the terms (its version and the
 * SHA-256 of its text in the form's language), so the consent records exactly that text.
 */
export const agreedDocument = z.object({
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  version: z.int().check(z.gte(1), z.lte(1_000_000)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'validation.invalidFormat')),
});
export type AgreedDocumentInput = z.infer<typeof agreedDocument>;
export const agreedDocumentList = jsonList(agreedDocument);
