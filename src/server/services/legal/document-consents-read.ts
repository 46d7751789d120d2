import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AgreedDocumentDto } from '../../../shared/api/legal-documents';
import { toLanguage } from '../../../shared/languages';
import type { LegalDocumentKind } from '../../../shared/legal-documents';
import type { Db } from '../../db/client';
import { documentConsents, legalDocuments } from '../../db/schema';

/** The documents each submission agreed to (terms first), by submission id. */
export async function agreedDocumentsOf(
  db: Db,
  submissionIds: readonly string[],
): Promise<Map<string, AgreedDocumentDto[]>> {
  const bySubmission = new Map<string, AgreedDocumentDto[]>();
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .select({ consent: documentConsents, title: legalDocuments.title })
    .from(documentConsents)
    .innerJoin(legalDocuments, eq(legalDocuments.id, documentConsents.documentId))
    .where(inArray(documentConsents.submissionId, [...submissionIds]))
    .orderBy(desc(documentConsents.kind));
  for (const { consent, title } of rows) {
    const list = bySubmission.get(consent.submissionId) ?? [];
    list.push({
      kind: consent.kind,
      version: consent.version,
      language: toLanguage(consent.language),
      title,
      sha256: consent.sha256,
      agreed_at: consent.agreedAt.toISOString(),
    });
    bySubmission.set(consent.submissionId, list);
  }
  return bySubmission;
}

/** The full texts a submission agreed to (terms first), for the client's PDF. */
export async function agreedDocumentTexts(
  db: Db,
  submissionId: string,
): Promise<
  { kind: LegalDocumentKind; version: number; title: string; body: string; sha256: string }[]
> {
  const rows = await db
    .select({
      kind: legalDocuments.kind,
      version: legalDocuments.version,
      title: legalDocuments.title,
      body: legalDocuments.body,
      sha256: legalDocuments.sha256,
    })
    .from(documentConsents)
    .innerJoin(legalDocuments, eq(legalDocuments.id, documentConsents.documentId))
    .where(eq(documentConsents.submissionId, submissionId))
    .orderBy(desc(documentConsents.kind));
  return rows;
}

/**
 * The newest version of each of a brand's documents the client has agreed to, in any
 * language: what a new version is compared with.
 */
export async function agreedVersionsOf(
  db: Db,
  clientId: string,
  brand: string,
): Promise<Partial<Record<LegalDocumentKind, number>>> {
  const rows = await db
    .selectDistinctOn([documentConsents.kind], {
      kind: documentConsents.kind,
      version: documentConsents.version,
    })
    .from(documentConsents)
    .where(and(eq(documentConsents.clientId, clientId), eq(documentConsents.brand, brand)))
    .orderBy(asc(documentConsents.kind), desc(documentConsents.version));
  return Object.fromEntries(rows.map((r) => [r.kind, r.version]));
}
