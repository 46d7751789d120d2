import { brandName } from '../../../shared/brands';
import { LANGUAGES } from '../../../shared/languages';
import { LEGAL_BRANDS, LEGAL_DOCUMENT_KINDS } from '../../../shared/legal-documents';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import { legalDocumentSha256, normalizedDocument } from './legal-hash';
import { SEED_TEXTS } from './seed-texts';

/** The rows of version 1 of every brand's terms and privacy policy, in every language. */
export function seedLegalRows(now: Date): (typeof legalDocuments.$inferInsert)[] {
  return LEGAL_BRANDS.flatMap((brand) =>
    LEGAL_DOCUMENT_KINDS.flatMap((kind) =>
      LANGUAGES.map((language) => {
        const seeded = SEED_TEXTS[language][kind](brandName(brand));
        const { title, body } = normalizedDocument(seeded.title, seeded.body);
        return {
          brand,
          kind,
          version: 1,
          language,
          title,
          body,
          sha256: legalDocumentSha256(title, body),
          publishedAt: now,
          publishedBy: null,
        };
      }),
    ),
  );
}

/**
 * Version 1 of each brand's terms of service and privacy policy: data an admin replaces by
 * publishing a new version. A version that exists is never written again (published rows are
 * append-only), so this runs at every start and only fills what is missing, such as a brand
 * added to the catalogue.
 */
export async function seedLegalDocuments(db: Db, now = new Date()): Promise<void> {
  await db.insert(legalDocuments).values(seedLegalRows(now)).onConflictDoNothing();
}
