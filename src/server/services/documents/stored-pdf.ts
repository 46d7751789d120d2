import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { toLanguage } from '../../../shared/languages';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { renderRecordPdf, type RecordForPdf } from '../pdf';
import { loadRecordForPdf, type DocumentScope } from './record-source';

export interface StoredPdf {
  id: string;
  bytes: Uint8Array;
  sha256: string;
  recordSha256: string;
  /** The language the file is printed in. */
  language: string;
  createdAt: Date;
}

/**
 * The language a document is printed in (decision 031): the visit record, the clinic's copy, in
 * the store's language; the client's copy in the one the client signed in.
 */
function languageOfCopy(scope: DocumentScope, record: RecordForPdf): string {
  return toLanguage(scope.kind === 'visit_record' ? record.store.language : record.language);
}

function scopeFilter(scope: DocumentScope) {
  return scope.kind === 'client_copy'
    ? and(eq(uploads.kind, 'client_copy'), eq(uploads.submissionId, scope.submissionId))
    : and(eq(uploads.kind, 'visit_record'), eq(uploads.appointmentId, scope.appointmentId));
}

async function findStored(
  ctx: AppContext,
  scope: DocumentScope,
  record: RecordForPdf,
  language: string,
): Promise<StoredPdf | undefined> {
  // Files stored before copies had a language were printed in the client's: they stay that copy.
  const sameLanguage =
    language === toLanguage(record.language)
      ? or(eq(uploads.language, language), isNull(uploads.language))
      : eq(uploads.language, language);
  const [row] = await ctx.db
    .select({
      id: uploads.id,
      bytes: uploads.bytes,
      sha256: uploads.sha256,
      recordSha256: uploads.recordSha256,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(and(scopeFilter(scope), eq(uploads.recordSha256, record.contentSha256), sameLanguage))
    .orderBy(desc(uploads.createdAt))
    .limit(1);
  return row
    ? { ...row, recordSha256: row.recordSha256 ?? record.contentSha256, language }
    : undefined;
}

/**
 * The stored, signed PDF of the record's current version in the copy's language, generated and
 * stored (`uploads`, purpose `medicalform_pdf`, with its SHA-256 and language) if it has none
 * yet. Once stored, the same bytes are served for ever: a template or font change never alters a
 * signed document. An addendum makes a new version and so a new file; older files stay.
 * Undefined when nothing is signed.
 */
export async function ensureStoredPdf(
  ctx: AppContext,
  scope: DocumentScope,
): Promise<StoredPdf | undefined> {
  const record = await loadRecordForPdf(ctx, scope);
  if (!record) return undefined;
  const language = languageOfCopy(scope, record);
  const existing = await findStored(ctx, scope, record, language);
  if (existing) return existing;
  // Signed before it is stored and hashed: the stored bytes are the signed document.
  const bytes = await ctx.pdfSigner.sign(await renderRecordPdf(record, language), ctx.clock());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // A concurrent generation of the same version may store a second identical-content row;
  // both are valid documents of that version and the newest is served.
  const [row] = await ctx.db
    .insert(uploads)
    .values({
      purpose: 'medicalform_pdf',
      kind: scope.kind,
      submissionId:
        scope.kind === 'client_copy' ? scope.submissionId : record.parts[0]!.submissionId,
      appointmentId: scope.kind === 'visit_record' ? scope.appointmentId : null,
      recordSha256: record.contentSha256,
      language,
      contentType: 'application/pdf',
      bytes: Buffer.from(bytes),
      sha256,
      createdAt: ctx.clock(),
    })
    .returning({ id: uploads.id, createdAt: uploads.createdAt });
  return {
    id: row!.id,
    bytes,
    sha256,
    recordSha256: record.contentSha256,
    language,
    createdAt: row!.createdAt,
  };
}
