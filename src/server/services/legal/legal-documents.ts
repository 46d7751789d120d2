import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  CurrentLegalDocumentsDto,
  LegalDocumentDto,
  LegalDocumentMetaDto,
} from '../../../shared/api/legal-documents';
import { toLanguage, type Language } from '../../../shared/languages';
import { isLegalBrand, type LegalDocumentKind } from '../../../shared/legal-documents';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';

type DocumentRow = typeof legalDocuments.$inferSelect;

export function toMetaDto(row: DocumentRow): LegalDocumentMetaDto {
  return {
    brand: row.brand,
    kind: row.kind,
    version: row.version,
    language: toLanguage(row.language),
    title: row.title,
    sha256: row.sha256,
    published_at: row.publishedAt.toISOString(),
  };
}

export function assertBrand(brand: string): void {
  if (!isLegalBrand(brand))
    throw new AppError('notFound', undefined, 'legalDocuments.brandNotFound');
}

/** The brand's newest terms and privacy policy in one language (no text), terms first. */
export async function currentDocuments(
  db: Db,
  brand: string,
  language: Language,
): Promise<CurrentLegalDocumentsDto> {
  assertBrand(brand);
  const rows = await db
    .selectDistinctOn([legalDocuments.kind])
    .from(legalDocuments)
    .where(and(eq(legalDocuments.brand, brand), eq(legalDocuments.language, language)))
    .orderBy(legalDocuments.kind, desc(legalDocuments.version));
  const order: LegalDocumentKind[] = ['terms', 'privacy'];
  rows.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return { brand, language, documents: rows.map(toMetaDto) };
}

/**
 * A published version never changes (the table is append-only), so what was read once is kept
 * for the life of the process: validating what a form showed costs no round trip after that.
 */
const versionCache = new Map<string, DocumentRow>();
const VERSION_CACHE_MAX = 2_000;

/** One version of a brand's document in one language, or undefined. */
export async function documentVersion(
  db: Db,
  brand: string,
  kind: LegalDocumentKind,
  version: number,
  language: Language,
): Promise<DocumentRow | undefined> {
  const key = `${brand}\u0000${kind}\u0000${version}\u0000${language}`;
  const cached = versionCache.get(key);
  if (cached) return cached;
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.brand, brand),
        eq(legalDocuments.kind, kind),
        eq(legalDocuments.version, version),
        eq(legalDocuments.language, language),
      ),
    );
  if (row) {
    if (versionCache.size >= VERSION_CACHE_MAX) versionCache.clear();
    versionCache.set(key, row);
  }
  return row;
}

/** The text of one version, as the public endpoint answers it. */
export async function readDocument(
  db: Db,
  brand: string,
  kind: LegalDocumentKind,
  version: number,
  language: Language,
): Promise<LegalDocumentDto> {
  assertBrand(brand);
  const row = await documentVersion(db, brand, kind, version, language);
  if (!row) throw new AppError('notFound', undefined, 'legalDocuments.documentNotFound');
  return { ...toMetaDto(row), body: row.body };
}

/** The newest version number of each of the brand's documents (any language). */
export async function currentVersions(
  db: Db,
  brand: string,
): Promise<Partial<Record<LegalDocumentKind, number>>> {
  const rows = await db
    .select({ kind: legalDocuments.kind, version: sql<number>`max(${legalDocuments.version})` })
    .from(legalDocuments)
    .where(eq(legalDocuments.brand, brand))
    .groupBy(legalDocuments.kind);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.version)]));
}
