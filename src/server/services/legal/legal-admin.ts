import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  LegalVersionDto,
  LegalVersionTextsDto,
  PublishLegalBody,
} from '../../../shared/api/legal-documents';
import { LANGUAGES, toLanguage } from '../../../shared/languages';
import { LEGAL_BRANDS, type LegalDocumentKind } from '../../../shared/legal-documents';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { legalDocuments, staff } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { uniqueViolation } from '../unique-violation';
import { legalDocumentSha256, normalizedDocument } from './legal-hash';
import { assertBrand } from './legal-documents';

interface Row {
  brand: string;
  kind: LegalDocumentKind;
  version: number;
  language: string;
  title: string;
  sha256: string;
  publishedAt: Date;
  publishedByName: string | null;
}

function groupVersions(rows: Row[]): LegalVersionDto[] {
  const byVersion = new Map<string, LegalVersionDto>();
  for (const row of rows) {
    const key = `${row.brand}/${row.kind}/${row.version}`;
    let entry = byVersion.get(key);
    if (!entry) {
      entry = {
        brand: row.brand,
        kind: row.kind,
        version: row.version,
        published_at: row.publishedAt.toISOString(),
        published_by: row.publishedByName,
        languages: [],
      };
      byVersion.set(key, entry);
    }
    entry.languages.push({
      language: toLanguage(row.language),
      title: row.title,
      sha256: row.sha256,
    });
  }
  const brandOrder = (b: string) => LEGAL_BRANDS.indexOf(b);
  const kindOrder = (k: LegalDocumentKind) => (k === 'terms' ? 0 : 1);
  const languageOrder = (l: string) => (LANGUAGES as readonly string[]).indexOf(l);
  const list = [...byVersion.values()];
  for (const v of list)
    v.languages.sort((a, b) => languageOrder(a.language) - languageOrder(b.language));
  return list.sort(
    (a, b) =>
      brandOrder(a.brand) - brandOrder(b.brand) ||
      kindOrder(a.kind) - kindOrder(b.kind) ||
      b.version - a.version,
  );
}

/** The list leaves the texts out: seven languages of every version would be megabytes. */
const selection = {
  brand: legalDocuments.brand,
  kind: legalDocuments.kind,
  version: legalDocuments.version,
  language: legalDocuments.language,
  title: legalDocuments.title,
  sha256: legalDocuments.sha256,
  publishedAt: legalDocuments.publishedAt,
  publishedByName: staff.name,
};

/** Every version of every brand's documents, newest first within a brand and kind. */
export async function listVersions(db: Db): Promise<LegalVersionDto[]> {
  const rows = await db
    .select(selection)
    .from(legalDocuments)
    .leftJoin(staff, eq(staff.id, legalDocuments.publishedBy))
    .orderBy(asc(legalDocuments.brand), asc(legalDocuments.kind), desc(legalDocuments.version));
  return groupVersions(rows);
}

/** One version's texts in every language. */
export async function versionTexts(
  db: Db,
  brand: string,
  kind: LegalDocumentKind,
  version: number,
): Promise<LegalVersionTextsDto> {
  assertBrand(brand);
  const rows = await db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.brand, brand),
        eq(legalDocuments.kind, kind),
        eq(legalDocuments.version, version),
      ),
    );
  if (rows.length === 0)
    throw new AppError('notFound', undefined, 'legalDocuments.documentNotFound');
  const order = (l: string) => (LANGUAGES as readonly string[]).indexOf(l);
  rows.sort((a, b) => order(a.language) - order(b.language));
  return {
    brand,
    kind,
    version,
    texts: rows.map((r) => ({
      language: toLanguage(r.language),
      title: r.title,
      body: r.body,
      sha256: r.sha256,
    })),
  };
}

/**
 * Publishes the next version of a brand's terms or privacy policy in all seven languages, in
 * one transaction. Two admins publishing at once: the unique index lets one through and the
 * other is told to reload (409 `legalDocuments.publishConflict`), never two texts under one number.
 */
export async function publishVersion(
  db: Db,
  clock: Clock,
  staffId: string,
  body: PublishLegalBody,
): Promise<LegalVersionDto> {
  assertBrand(body.brand);
  const now = clock();
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: sql<number | null>`max(${legalDocuments.version})` })
        .from(legalDocuments)
        .where(and(eq(legalDocuments.brand, body.brand), eq(legalDocuments.kind, body.kind)));
      const version = Number(current?.version ?? 0) + 1;
      await tx.insert(legalDocuments).values(
        LANGUAGES.map((language) => {
          const { title, body: text } = normalizedDocument(
            body.texts[language].title,
            body.texts[language].body,
          );
          return {
            brand: body.brand,
            kind: body.kind,
            version,
            language,
            title,
            body: text,
            sha256: legalDocumentSha256(title, text),
            publishedAt: now,
            publishedBy: staffId,
          };
        }),
      );
    });
  } catch (error) {
    if (uniqueViolation(error) === 'legal_documents_version_idx') {
      throw new AppError('conflict', undefined, 'legalDocuments.publishConflict');
    }
    throw error;
  }
  const versions = await listVersions(db);
  const published = versions.find((v) => v.brand === body.brand && v.kind === body.kind);
  if (!published) throw new AppError('internal');
  return published;
}
