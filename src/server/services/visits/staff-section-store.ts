import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { formSubmissions, safetyAcknowledgements } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PreparedSubmission } from '../forms/submission-input';
import { insertSubmission } from '../forms/submission-insert';
import type { VisitAppointment, VisitStaff } from './visit-access';
import { auditVisit } from './visit-audit';

export interface StoredSection {
  submissionId: string;
  submittedAt: Date;
  contentSha256: string;
  replayed: boolean;
}

export interface SectionWrite {
  action: 'visits.clearance.create' | 'visits.treatment.create';
  kind: 'detail' | 'medical';
  who: VisitStaff;
  visit: VisitAppointment;
  idempotencyKey: string;
  locale: string;
}

/**
 * Runs a staff section write: `write` checks its preconditions, prepares the section and
 * stores it with `storeSection` inside one transaction. Any failure is audited (refusals as
 * denied), unless the idempotency key already stored this section for this visit: a retry
 * whose first attempt succeeded gets the first result (`replayed`), even after the visit moved
 * on, as long as it signs the same content (`contentOf`, the hash the write would store had it
 * been signed when the first attempt was, as a section stamps its signing time). The
 * same key with another body (a different decision, a reason added) is 409
 * `forms.idempotencyKeyReused`, as for the questionnaire: nothing is silently dropped. A key
 * used for something else is a conflict too, never someone else's record.
 */
export async function writeSection(
  ctx: AppContext,
  request: FastifyRequest,
  write: SectionWrite,
  run: () => Promise<StoredSection>,
  contentOf: (firstSignedAt: Date) => Promise<string>,
): Promise<StoredSection> {
  try {
    return await run();
  } catch (error) {
    const first = await findByKey(ctx.db, write.idempotencyKey);
    const sameContent = async () =>
      first?.contentSha256 != null &&
      (await contentOf(first.submittedAt ?? first.createdAt).catch(() => undefined)) ===
        first.contentSha256;
    if (
      first?.appointmentId === write.visit.id &&
      first.kind === write.kind &&
      (await sameContent())
    ) {
      return {
        submissionId: first.id,
        submittedAt: first.submittedAt ?? first.createdAt,
        contentSha256: first.contentSha256 ?? '',
        replayed: true,
      };
    }
    const refusal = error instanceof AppError ? error : undefined;
    await auditVisit(
      ctx,
      request,
      { actorType: 'staff', actorId: write.who.id },
      {
        action: write.action,
        entity: 'appointment',
        entityId: write.visit.id,
        outcome: refusal?.status === 403 ? 'denied' : 'failure',
        data: {
          reason: refusal?.messageKey ?? 'errors.internal',
          ...(refusal?.fields ? { fields: refusal.fields.map((f) => f.path) } : {}),
        },
      },
    );
    if (first) throw new AppError('idempotencyKeyReused', undefined, 'forms.idempotencyKeyReused');
    throw error;
  }
}

/** The signed section row, its signature and its audit row: the submit path's one statement. */
export async function storeSection(
  tx: Db,
  request: FastifyRequest,
  write: SectionWrite,
  prepared: PreparedSubmission,
  input: { previousSubmissionId: string | null; now: Date; auditData: Record<string, unknown> },
): Promise<StoredSection> {
  const id = randomUUID();
  await insertSubmission(tx, {
    id,
    prepared,
    clientId: write.visit.clientId,
    appointmentId: write.visit.id,
    storeCode: write.visit.storeCode,
    locale: write.locale,
    idempotencyKey: write.idempotencyKey,
    now: input.now,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    staffId: write.who.id,
    previousSubmissionId: input.previousSubmissionId,
    audit: {
      actorType: 'staff',
      actorId: write.who.id,
      action: write.action,
      data: {
        appointment_id: write.visit.id,
        template_id: prepared.templateId,
        version: prepared.version,
        ...input.auditData,
      },
    },
  });
  await storeAcknowledgements(tx, request, write, id, prepared.acknowledgements, input.now);
  return {
    submissionId: id,
    submittedAt: input.now,
    contentSha256: prepared.contentSha256,
    replayed: false,
  };
}

/**
 * The safety warnings the signer went ahead despite: a row each, beside the signed section
 * (same transaction), and an audit row each naming the rule and product, never the reason.
 */
async function storeAcknowledgements(
  tx: Db,
  request: FastifyRequest,
  write: SectionWrite,
  submissionId: string,
  acknowledgements: PreparedSubmission['acknowledgements'],
  now: Date,
): Promise<void> {
  if (acknowledgements.length === 0) return;
  await tx.insert(safetyAcknowledgements).values(
    acknowledgements.map((a) => ({
      submissionId,
      ruleId: a.rule,
      subject: a.subject,
      severity: a.severity,
      step: a.step,
      reason: a.reason,
      staffId: write.who.id,
      acknowledgedAt: now,
    })),
  );
  for (const a of acknowledgements) {
    await auditVisit(
      { db: tx },
      request,
      { actorType: 'staff', actorId: write.who.id },
      {
        action: 'visits.safety.acknowledged',
        entity: 'form_submission',
        entityId: submissionId,
        outcome: 'success',
        data: {
          appointment_id: write.visit.id,
          rule: a.rule,
          subject: a.subject,
          severity: a.severity,
          step: a.step,
        },
      },
    );
  }
}

async function findByKey(db: Db, key: string) {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.idempotencyKey, key), eq(formSubmissions.status, 'submitted')))
    .limit(1);
  return row;
}
