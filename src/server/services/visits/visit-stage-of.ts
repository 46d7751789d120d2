import { isAppointmentState } from '../../../shared/appointment';
import { visitStage, type VisitStage } from '../../../shared/visit-stage';

/** The shared stage rule applied to an appointment row and what staff have done on it. */
export function stageOfVisit(
  visit: { state: string; clearance: 'cleared' | 'not_cleared' | null },
  facts: { verified: boolean; treatmentStarted: boolean },
): VisitStage {
  return visitStage({
    state: isAppointmentState(visit.state) ? visit.state : 'not_started',
    clearance: visit.clearance,
    verified: facts.verified,
    treatmentStarted: facts.treatmentStarted,
  });
}
