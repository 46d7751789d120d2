import type { AppointmentState } from './appointment';

/**
 * Where a visit stands in the clinic's day, and whom it waits for. The appointment
 * state machine (./appointment.ts) records what the client has done; the stage adds what staff
 * have done on top of it: identity verified, the practitioner's clearance, the nurse's
 * treatment record. Pure, so the day view, the review screen and the server agree.
 */
export const VISIT_STAGES = [
  'not_started',
  'filling',
  'mf_rf_completed',
  'verified',
  'cleared',
  'not_cleared',
  'treated',
  'completed',
  'missed',
  'cancelled',
] as const;
export type VisitStage = (typeof VISIT_STAGES)[number];

/** Who must act next: the client (forms), the desk (identity), the practitioner, the nurse. */
export type VisitWaitsFor = 'client' | 'desk' | 'practitioner' | 'nurse' | 'nobody';

export interface VisitFacts {
  state: AppointmentState;
  /** Identity verified for this appointment (by link code or in person). */
  verified: boolean;
  clearance: 'cleared' | 'not_cleared' | null;
  /** The nurse has begun the treatment record (a saved draft): the client is being treated. */
  treatmentStarted: boolean;
}

export function visitStage(facts: VisitFacts): VisitStage {
  switch (facts.state) {
    case 'completed':
    case 'missed':
    case 'cancelled':
    case 'not_started':
    case 'filling':
      return facts.state;
    case 'mf_rf_completed':
      if (facts.clearance === 'not_cleared') return 'not_cleared';
      if (facts.clearance === 'cleared') return facts.treatmentStarted ? 'treated' : 'cleared';
      return facts.verified ? 'verified' : 'mf_rf_completed';
  }
}

const WAITS_FOR: Record<VisitStage, VisitWaitsFor> = {
  not_started: 'client',
  filling: 'client',
  mf_rf_completed: 'desk',
  verified: 'practitioner',
  cleared: 'nurse',
  treated: 'nurse',
  not_cleared: 'nobody',
  completed: 'nobody',
  missed: 'nobody',
  cancelled: 'nobody',
};

export function waitsFor(stage: VisitStage): VisitWaitsFor {
  return WAITS_FOR[stage];
}
