import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AgreedDocumentDto } from '../../../shared/api/legal-documents';
import type {
  AddendumDto,
  RecordSubmissionDto,
  SafetyAcknowledgementDto,
} from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import {
  formSubmissions,
  recordAddenda,
  safetyAcknowledgements,
  signatures,
  staff,
} from '../../db/schema';
import { agreedDocumentsOf } from '../legal/document-consents-read';

type SubmissionRow = typeof formSubmissions.$inferSelect;

/**
 * Every signed record of one appointment (the client's questionnaires and the staff sections),
 * newest first, each with its signatures as images, who signed a staff section, and its
 * addenda oldest first, the terms and privacy policy a questionnaire agreed to, and a staff
 * section's safety acknowledgements. Six reads whatever the number of records.
 */
export async function loadSignedRecords(
  db: Db,
  appointmentId: string,
): Promise<RecordSubmissionDto[]> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.appointmentId, appointmentId),
        eq(formSubmissions.status, 'submitted'),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const staffIds = [...new Set(rows.flatMap((r) => (r.staffId ? [r.staffId] : [])))];
  const [signed, addenda, signers, documents, acknowledged] = await Promise.all([
    db
      .select()
      .from(signatures)
      .where(inArray(signatures.submissionId, ids))
      .orderBy(asc(signatures.slot)),
    loadAddenda(db, ids),
    staffIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: staff.id, name: staff.name, role: staff.role })
          .from(staff)
          .where(inArray(staff.id, staffIds)),
    agreedDocumentsOf(db, ids),
    loadAcknowledgements(
      db,
      rows.filter((r) => r.staffId !== null).map((r) => r.id),
    ),
  ]);
  const signerById = new Map(signers.map((s) => [s.id, s]));
  return rows.map((row) => {
    const dto = toRecordDto(row, signed, addenda, signerById, documents.get(row.id) ?? []);
    if (row.kind !== 'detail' && row.kind !== 'medical') return dto;
    return { ...dto, acknowledgements: acknowledged.get(row.id) ?? [] };
  });
}
/** The safety acknowledgements of staff sections, by submission, in a stable order. */
async function loadAcknowledgements(
  db: Db,
  submissionIds: string[],
): Promise<Map<string, SafetyAcknowledgementDto[]>> {
  const out = new Map<string, SafetyAcknowledgementDto[]>();
  if (submissionIds.length === 0) return out;
  const rows = await db
    .select({ ack: safetyAcknowledgements, staffName: staff.name })
    .from(safetyAcknowledgements)
    .innerJoin(staff, eq(staff.id, safetyAcknowledgements.staffId))
    .where(inArray(safetyAcknowledgements.submissionId, submissionIds))
    .orderBy(
      asc(safetyAcknowledgements.submissionId),
      asc(safetyAcknowledgements.step),
      asc(safetyAcknowledgements.ruleId),
      asc(safetyAcknowledgements.subject),
    );
  for (const { ack, staffName } of rows) {
    const list = out.get(ack.submissionId) ?? [];
    list.push({
      rule: ack.ruleId,
      subject: ack.subject,
      severity: ack.severity,
      step: ack.step,
      reason: ack.reason,
      staff_name: staffName,
      acknowledged_at: ack.acknowledgedAt.toISOString(),
    });
    out.set(ack.submissionId, list);
  }
  return out;
}

async function loadAddenda(db: Db, submissionIds: string[]): Promise<AddendumDto[]> {
  const rows = await db
    .select({ addendum: recordAddenda, staffName: staff.name, staffRole: staff.role })
    .from(recordAddenda)
    .innerJoin(staff, eq(staff.id, recordAddenda.staffId))
    .where(inArray(recordAddenda.submissionId, submissionIds))
    .orderBy(asc(recordAddenda.createdAt), asc(recordAddenda.id));
  return rows.map(({ addendum, staffName, staffRole }) =>
    toAddendumDto(addendum, staffName, staffRole),
  );
}

export function toAddendumDto(
  row: typeof recordAddenda.$inferSelect,
  staffName: string,
  staffRole: string,
): AddendumDto {
  return {
    id: row.id,
    submission_id: row.submissionId,
    staff_name: staffName,
    staff_role: staffRole,
    reason: row.reason,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

function toRecordDto(
  row: SubmissionRow,
  signed: (typeof signatures.$inferSelect)[],
  addenda: AddendumDto[],
  signerById: Map<string, { id: string; name: string; role: string }>,
  documents: AgreedDocumentDto[],
): RecordSubmissionDto {
  const signer = row.staffId ? signerById.get(row.staffId) : undefined;
  return {
    submission_id: row.id,
    kind: row.kind,
    template_id: row.templateId,
    version: row.templateVersion,
    locale: row.locale,
    submitted_at: (row.submittedAt ?? row.createdAt).toISOString(),
    content_sha256: row.contentSha256 ?? '',
    answers: row.answers,
    flags: row.flags ?? [],
    signatures: signed
      .filter((s) => s.submissionId === row.id)
      .map((s) => ({
        slot: s.slot,
        method: s.method,
        signer_name: s.signerName,
        signed_at: s.signedAt.toISOString(),
        png_data_url: `data:image/png;base64,${Buffer.from(s.png).toString('base64')}`,
      })),
    signed_by: signer ? { staff_id: signer.id, name: signer.name, role: signer.role } : null,
    previous_submission_id: row.previousSubmissionId,
    addenda: addenda.filter((a) => a.submission_id === row.id),
    documents,
  };
}
