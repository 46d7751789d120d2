import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, formSubmissions, signatures } from '../../db/schema';
import { executeNamed } from '../../db/named-query';
import type { AuditEvent } from '../audit';
import { clientRecordCtes, type ClientRecordUpdate } from '../clients/client-record-ctes';
import { documentConsentCte, type DocumentsAgreed } from '../legal/document-consent-cte';
import { flagRecords, type PreparedSubmission } from './submission-input';

export interface SubmissionInsert {
  id: string;
  prepared: PreparedSubmission;
  clientId: string | null;
  appointmentId: string | null;
  storeCode: string | null;
  locale: string;
  idempotencyKey: string;
  now: Date;
  ip: string;
  userAgent: string | null;
  audit: Pick<AuditEvent, 'actorType' | 'actorId' | 'data'> & { action?: string };
  /** A staff section: who wrote it, and the record it follows (visits API). */
  staffId?: string | null;
  previousSubmissionId?: string | null;
  /**
   * A client's questionnaire follows the client's newest signed one (found in the same
   * statement), so re-consents and changes in medical history form one chain.
   */
  followsClientRecord?: boolean;
  /** A client's questionnaire: the name, gender and date of birth the record takes. */
  clientRecord?: ClientRecordUpdate;
  /** A questionnaire she signed herself: its language becomes her preferred one. */
  clientLanguage?: string;
  /** The terms and privacy policy the client agreed to (the form holds the agreement). */
  documents?: DocumentsAgreed;
}

/**
 * The submission row, its signatures, its audit row and what it changes beside them (the
 * client record with its history, the terms agreed) in ONE statement (data-modifying CTEs):
 * one round trip, and on its own one implicit transaction with one commit. The throughput
 * budget (decision 009) is mostly round trips and commits, not CPU in PostgreSQL. A repeated
 * idempotency key fails here on the unique index, so no lookup is needed before it.
 */
export async function insertSubmission(db: Db, input: SubmissionInsert): Promise<void> {
  const { prepared, now } = input;
  const flags = flagRecords(prepared);
  const signatureRows = prepared.signatures.map(
    (s) =>
      sql`(${s.slot}::int, ${s.png}::bytea, ${s.method}::text, ${s.signer_name}::text,
        ${s.strokes ? JSON.stringify(s.strokes) : null}::jsonb)`,
  );
  const signatureInsert =
    signatureRows.length === 0
      ? sql``
      : sql`, signed as (
      insert into ${signatures} (submission_id, slot, png, method, signer_name, strokes,
        signed_at, ip, user_agent)
      select submission.id, s.slot, s.png, s.method, s.signer_name, s.strokes,
        ${now}::timestamptz, ${input.ip}::text, ${input.userAgent}::text
      from submission, (values ${sql.join(signatureRows, sql`, `)})
        as s(slot, png, method, signer_name, strokes)
    )`;
  const actor = { actorType: input.audit.actorType, actorId: input.audit.actorId ?? null };
  const clientRecord =
    (input.clientRecord || input.clientLanguage) && input.clientId
      ? clientRecordCtes({
          clientId: input.clientId,
          update: input.clientRecord ?? {},
          actor,
          now,
          ip: input.ip,
          userAgent: input.userAgent,
          language: input.clientLanguage,
        })
      : undefined;
  const agreed = input.documents
    ? documentConsentCte({ clientId: input.clientId, documents: input.documents, now })
    : undefined;
  await executeNamed(
    db,
    // One SQL text per shape (signatures, client record, documents), one prepared statement each.
    `form_submission_insert_${signatureRows.length}${clientRecord ? '_c' : ''}${agreed ? '_d' : ''}`,
    sql`
    with submission as (
      insert into ${formSubmissions} (id, client_id, appointment_id, kind, store_code,
        template_id, template_version, locale, answers, flags, status, content_sha256,
        idempotency_key, submitted_at, ip, user_agent, created_at, updated_at, staff_id,
        previous_submission_id)
      values (${input.id}::uuid, ${input.clientId}::uuid, ${input.appointmentId}::uuid,
        ${prepared.kind}::text, ${input.storeCode}::text, ${prepared.templateId}::text,
        ${prepared.version}::text, ${input.locale}::text, ${JSON.stringify(prepared.answers)}::jsonb,
        ${JSON.stringify(flags)}::jsonb, 'submitted', ${prepared.contentSha256}::text,
        ${input.idempotencyKey}::text, ${now}::timestamptz, ${input.ip}::text,
        ${input.userAgent}::text, ${now}::timestamptz, ${now}::timestamptz,
        ${input.staffId ?? null}::uuid, coalesce(${input.previousSubmissionId ?? null}::uuid,
          case when ${input.followsClientRecord === true}::boolean then (
            select p.id from form_submissions p
            where p.client_id = ${input.clientId}::uuid and p.kind in ('mf', 'rf', 'brief')
              and p.status = 'submitted'
            order by p.submitted_at desc, p.created_at desc limit 1) end))
      returning id
    )${signatureInsert}, audit as (
      insert into ${auditEvents} (actor_type, actor_id, action, entity, entity_id, outcome, data,
        ip, user_agent)
      select ${input.audit.actorType}::text, ${input.audit.actorId ?? null}::uuid,
        ${input.audit.action ?? 'forms.submission.create'}::text, 'form_submission', submission.id::text, 'success',
        ${JSON.stringify(input.audit.data ?? {})}::jsonb, ${input.ip}::text,
        ${input.userAgent}::text
      from submission
    )${clientRecord ?? sql``}${agreed ?? sql``}
    select id from submission`,
  );
}
