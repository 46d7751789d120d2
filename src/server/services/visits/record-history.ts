import { eq } from 'drizzle-orm';
import type { RecordSubmissionDto, VisitRecordDto } from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';

/** How far back the chain is followed: years of monthly changes, never a runaway loop. */
const MAX_STEPS = 24;

/**
 * What this visit's questionnaire is compared with: back along the client's chain to the record
 * signed for another visit (what a practitioner last reviewed), or the chain's first record.
 * The records passed on the way are changes in medical history recorded between visits; the
 * comparison with the baseline covers them all. Read one link at a time: a chain is short.
 */
export async function recordHistory(
  db: Db,
  appointmentId: string,
  latest: RecordSubmissionDto | undefined,
): Promise<VisitRecordDto['history']> {
  const between: VisitRecordDto['history']['between'] = [];
  let nextId = latest?.previous_submission_id ?? null;
  for (let step = 0; nextId && step < MAX_STEPS; step += 1) {
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, nextId));
    if (!row) break;
    const submittedAt = (row.submittedAt ?? row.createdAt).toISOString();
    const anotherVisit = row.appointmentId !== null && row.appointmentId !== appointmentId;
    if (anotherVisit || !row.previousSubmissionId || step === MAX_STEPS - 1) {
      return {
        baseline: {
          submission_id: row.id,
          kind: row.kind,
          template_id: row.templateId,
          version: row.templateVersion,
          submitted_at: submittedAt,
          answers: row.answers,
          flags: row.flags ?? [],
        },
        between: between.reverse(),
      };
    }
    between.push({ submission_id: row.id, kind: row.kind, submitted_at: submittedAt });
    nextId = row.previousSubmissionId;
  }
  return { baseline: null, between: [] };
}
