import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { renderRecordPdf } from '../pdf';
import { loadRecordForPdf, type DocumentScope } from './record-source';

export interface StoredPdf {
  id: string;
  bytes: Uint8Array;
  sha256: string;
  recordSha256: string;
  createdAt: Date;
}

function scopeFilter(scope: DocumentScope) {
  return scope.kind === 'client_copy'
    ? and(eq(uploads.kind, 'client_copy'), eq(uploads.submissionId, scope.submissionId))
    : and(eq(uploads.kind, 'visit_record'), eq(uploads.appointmentId, scope.appointmentId));
}

async function findStored(
  ctx: AppContext,
  scope: DocumentScope,
  recordSha256: string,
): Promise<StoredPdf | undefined> {
  const [row] = await ctx.db
    .select({
      id: uploads.id,
      bytes: uploads.bytes,
      sha256: uploads.sha256,
      recordSha256: uploads.recordSha256,
      createdAt: uploads.createdAt,
    })
    .from(uploads)
    .where(and(scopeFilter(scope), eq(uploads.recordSha256, recordSha256)))
    .orderBy(desc(uploads.createdAt))
    .limit(1);
  return row ? { ...row, recordSha256: row.recordSha256 ?? recordSha256 } : undefined;
}

/**
 * The stored, signed PDF of the record's current version, generated and stored (`uploads`, purpose
 * `medicalform_pdf`, with its SHA-256) if this version has none yet. Once stored, the same bytes
 * are served for ever: a template or font change never alters a signed document. An addendum
 * makes a new version and so a new file; older files stay. Undefined when nothing is signed.
 */
export async function ensureStoredPdf(
  ctx: AppContext,
  scope: DocumentScope,
): Promise<StoredPdf | undefined> {
  const record = await loadRecordForPdf(ctx, scope);
  if (!record) return undefined;
  const existing = await findStored(ctx, scope, record.contentSha256);
  if (existing) return existing;
  // Signed before it is stored and hashed: the stored bytes are the signed document.
  const bytes = await ctx.pdfSigner.sign(await renderRecordPdf(record), ctx.clock());
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
    createdAt: row!.createdAt,
  };
}
