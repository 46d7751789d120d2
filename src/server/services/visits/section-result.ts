import type { StaffSectionResult } from '../../../shared/api/visits';
import type { AppContext } from '../../context';
import { findTreatmentDraft } from './treatment-draft-store';
import { loadVisit } from './visit-access';
import type { StoredSection } from './staff-section-store';
import { stageOfVisit } from './visit-stage-of';
import { visitVerification } from './visit-verification';

/** The answer to a staff section write: the stored record and where the visit stands now. */
export async function sectionResult(
  ctx: AppContext,
  appointmentId: string,
  stored: StoredSection,
): Promise<StaffSectionResult> {
  const visit = (await loadVisit(ctx, appointmentId))!;
  const [verification, draft] = await Promise.all([
    visitVerification(ctx.db, visit),
    findTreatmentDraft(ctx.db, visit.id),
  ]);
  return {
    submission_id: stored.submissionId,
    submitted_at: stored.submittedAt.toISOString(),
    content_sha256: stored.contentSha256,
    stage: stageOfVisit(visit, {
      verified: verification !== null,
      treatmentStarted: draft !== undefined,
    }),
    replayed: stored.replayed,
  };
}
