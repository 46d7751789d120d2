import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RecordSubmissionDto } from '../../../shared/api/visits';
import type { AppContext } from '../../context';
import { clients, formSubmissions, stores } from '../../db/schema';
import type { AuditFacts, RecordForPdf, RecordPart } from '../pdf';
import { ageOn } from '../clients/client-info';
import { agreedDocumentTexts } from '../legal/document-consents-read';
import { recordHistory } from '../visits/record-history';
import { loadSignedRecords } from '../visits/record-submissions';
import { QUESTIONNAIRE_KINDS } from '../visits/signed-records';
import { loadVisit } from '../visits/visit-access';
import { visitVerification } from '../visits/visit-verification';

/**
 * What a generated PDF covers: one client submission (the client's copy, in the language they
 * signed in), or the whole signed visit record (the clinic's copy, in the store's language).
 */
export type DocumentScope =
  { kind: 'client_copy'; submissionId: string } | { kind: 'visit_record'; appointmentId: string };

function toPart(dto: RecordSubmissionDto, withAddenda: boolean): RecordPart {
  return {
    kind: dto.kind,
    submissionId: dto.submission_id,
    templateId: dto.template_id,
    version: dto.version,
    submittedAt: dto.submitted_at,
    answers: dto.answers,
    flags: dto.flags,
    signatures: dto.signatures.map((s) => ({
      slot: s.slot,
      signerName: s.signer_name,
      signedAt: s.signed_at,
      png: Buffer.from(s.png_data_url.slice(s.png_data_url.indexOf(',') + 1), 'base64'),
    })),
    signedBy: dto.signed_by ? { name: dto.signed_by.name, role: dto.signed_by.role } : null,
    addenda: withAddenda
      ? dto.addenda.map((a) => ({
          staffName: a.staff_name,
          staffRole: a.staff_role,
          reason: a.reason,
          text: a.text,
          createdAt: a.created_at,
        }))
      : [],
    acknowledgements: (dto.acknowledgements ?? []).map((a) => ({
      rule: a.rule,
      subject: a.subject,
      severity: a.severity,
      reason: a.reason,
      staffName: a.staff_name,
      acknowledgedAt: a.acknowledged_at,
    })),
    documents: dto.documents.map((d) => ({ title: d.title, version: d.version, sha256: d.sha256 })),
  };
}

/**
 * The version of a set of parts: the content hashes of the signed submissions and the ids of
 * their addenda. A new addendum or section gives a new version, so a new PDF.
 */
function versionOf(parts: RecordSubmissionDto[], withAddenda: boolean): string {
  const hash = createHash('sha256');
  for (const p of parts) {
    hash.update(`${p.submission_id}:${p.content_sha256}\n`);
    if (withAddenda) for (const a of p.addenda) hash.update(`+${a.id}\n`);
  }
  return hash.digest('hex');
}

/** The record a PDF is made from, read from the database, or undefined if nothing is signed. */
export async function loadRecordForPdf(
  ctx: AppContext,
  scope: DocumentScope,
): Promise<RecordForPdf | undefined> {
  let appointmentId: string | null;
  if (scope.kind === 'client_copy') {
    const [row] = await ctx.db
      .select({ appointmentId: formSubmissions.appointmentId })
      .from(formSubmissions)
      .where(
        and(eq(formSubmissions.id, scope.submissionId), eq(formSubmissions.status, 'submitted')),
      );
    if (!row?.appointmentId) return undefined;
    appointmentId = row.appointmentId;
  } else {
    appointmentId = scope.appointmentId;
  }
  const visit = await loadVisit(ctx, appointmentId);
  if (!visit) return undefined;
  const [records, verification, [client], [place]] = await Promise.all([
    loadSignedRecords(ctx.db, visit.id),
    visitVerification(ctx.db, visit),
    ctx.db.select().from(clients).where(eq(clients.id, visit.clientId)),
    ctx.db
      .select({ country: stores.country, language: stores.language })
      .from(stores)
      .where(eq(stores.code, visit.storeCode)),
  ]);
  if (!client) return undefined;
  const staffSections = scope.kind === 'visit_record';
  // Print order: the client's questionnaires oldest first, then the practitioner, then the nurse.
  const questionnaires = records.filter((r) => QUESTIONNAIRE_KINDS.includes(r.kind)).reverse();
  const history = staffSections
    ? await recordHistory(ctx.db, visit.id, questionnaires.at(-1))
    : null;
  const practitioner = records.find((r) => r.kind === 'detail');
  const treatment = records.find((r) => r.kind === 'medical');
  const chosen =
    scope.kind === 'client_copy'
      ? questionnaires.filter((r) => r.submission_id === scope.submissionId)
      : [
          ...questionnaires,
          ...(practitioner ? [practitioner] : []),
          ...(treatment ? [treatment] : []),
        ];
  const first = chosen[0];
  if (!first) return undefined;
  const [[source], appendix] = await Promise.all([
    ctx.db
      .select({ ip: formSubmissions.ip })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, first.submission_id)),
    // The client's copy carries the texts they agreed to; the visit record their versions.
    scope.kind === 'client_copy'
      ? agreedDocumentTexts(ctx.db, first.submission_id)
      : Promise.resolve([]),
  ]);
  const clientName = `${client.firstName} ${client.lastName}`;
  const audit: AuditFacts = {
    submitted: { at: first.submitted_at, by: clientName },
    signerIp: source?.ip ?? null,
    identity: verification
      ? {
          at: verification.verified_at,
          by: verification.verified_by,
          method: verification.method,
          document: verification.document,
        }
      : null,
    clearance:
      staffSections && visit.clearance && visit.clearanceAt
        ? {
            at: visit.clearanceAt.toISOString(),
            by: practitioner?.signed_by?.name ?? '',
            decision: visit.clearance,
          }
        : null,
    treatment:
      staffSections && treatment
        ? { at: treatment.submitted_at, by: treatment.signed_by?.name ?? '' }
        : null,
    consentTextVersion: `${first.template_id} ${first.version}`,
  };
  return {
    recordId: scope.kind === 'client_copy' ? first.submission_id : visit.number,
    contentSha256:
      scope.kind === 'client_copy' ? first.content_sha256 : versionOf(chosen, staffSections),
    language: first.locale,
    store: {
      name: visit.storeName,
      brand: visit.brand,
      timezone: visit.timezone,
      country: place?.country ?? 'GB',
      language: place?.language ?? 'en',
    },
    client: {
      name: clientName,
      dateOfBirth: client.dateOfBirth,
      age: ageOn(client.dateOfBirth, visit.startsAt),
    },
    appointment: { number: visit.number, startsAt: visit.startsAt.toISOString() },
    parts: chosen.map((dto) => toPart(dto, staffSections)),
    baseline: history?.baseline
      ? { submittedAt: history.baseline.submitted_at, answers: history.baseline.answers }
      : null,
    audit,
    appendix: appendix.map(({ title, version, body, sha256 }) => ({
      title,
      version,
      body,
      sha256,
    })),
  };
}
