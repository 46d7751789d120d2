import { sql, type SQL } from 'drizzle-orm';
import { documentConsents, legalDocuments } from '../../db/schema';

/**
 * Which terms and privacy policy the client agreed to: the brand's, in the form's language, at
 * the version the form showed (already checked against the published text), or the newest
 * one when the caller did not say (an API client that shows the current documents).
 */
export interface DocumentsAgreed {
  brand: string;
  language: string;
  termsVersion: number | null;
  privacyVersion: number | null;
}

/**
 * One consent row per document, as a data-modifying CTE of the submission's statement (after
 * its CTE named `submission`): no round trip of its own.
 */
export function documentConsentCte(input: {
  clientId: string | null;
  documents: DocumentsAgreed;
  now: Date;
}): SQL {
  const { documents: d, now } = input;
  return sql`, agreed as (
      insert into ${documentConsents} (submission_id, client_id, document_id, brand, kind, version,
        language, sha256, agreed_at)
      select submission.id, ${input.clientId}::uuid, d.id, d.brand, d.kind, d.version, d.language,
        d.sha256, ${now}::timestamptz
      from submission, ${legalDocuments} d
      where d.brand = ${d.brand}::text and d.language = ${d.language}::text
        and d.version = coalesce(
          case d.kind when 'terms' then ${d.termsVersion}::int else ${d.privacyVersion}::int end,
          (select max(m.version) from ${legalDocuments} m
            where m.brand = d.brand and m.kind = d.kind and m.language = d.language))
    )`;
}
