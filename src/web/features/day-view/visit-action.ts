import type { StaffRole } from '../../../shared/api/auth';
import type { DayVisitDto } from '../../../shared/api/visits';
import { reviewPath, treatmentPath } from '../../ui/review-path';
import { verifyDeskPath } from '../../ui/verify-desk-path';

export type VisitAction = 'verify' | 'review' | 'treatment';

/** The stages at which the treatment record is what a nurse works on (or reads back). */
const TREATMENT_STAGES = new Set<DayVisitDto['stage']>(['cleared', 'treated', 'completed']);

/**
 * Where one click on a day-view row lands the person looking: a visit waiting for the desk
 * opens the identity check (whoever is at the desk), a nurse opens the treatment record of a
 * cleared visit, everyone else the review (the practitioner's place to act, and the signed
 * forms for the rest). Null when the store has no such screen.
 */
export function visitAction(
  visit: DayVisitDto,
  role: StaffRole | null | undefined,
): { action: VisitAction; path: string } | null {
  if (visit.waits_for === 'desk') {
    return { action: 'verify', path: verifyDeskPath(visit.client.id, visit.number) };
  }
  if (role === 'nurse' && TREATMENT_STAGES.has(visit.stage)) {
    const path = treatmentPath(visit.store_code, visit.appointment_id);
    if (path) return { action: 'treatment', path };
  }
  const path = reviewPath(visit.store_code, visit.appointment_id);
  return path ? { action: 'review', path } : null;
}
