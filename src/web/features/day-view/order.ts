import type { StaffRole } from '../../../shared/api/auth';
import type { DayVisitDto } from '../../../shared/api/visits';
import type { VisitStage } from '../../../shared/visit-stage';

/** The visits a role acts on next: a practitioner clears verified clients, a nurse treats. */
export function readyFor(role: StaffRole | null | undefined): 'practitioner' | 'nurse' | null {
  return role === 'practitioner' || role === 'nurse' ? role : null;
}

/**
 * The day split for the person looking: the visits waiting for their role first (time order,
 * so the first one is the next client ready), then the rest. Others get one time-ordered list.
 */
export function splitForRole(
  visits: DayVisitDto[],
  role: StaffRole | null | undefined,
): { ready: DayVisitDto[]; rest: DayVisitDto[] } {
  const mine = readyFor(role);
  if (!mine) return { ready: [], rest: visits };
  return {
    ready: visits.filter((v) => v.waits_for === mine),
    rest: visits.filter((v) => v.waits_for !== mine),
  };
}

/** A visit that appeared or changed stage, or one that left the day (cancelled or moved). */
export type StageChange = { name: string; stage: VisitStage } | { name: string; removed: true };

/**
 * What changed between two loads of the day, for screen readers: new visits, new stages, and
 * visits no longer listed (the day view leaves cancelled ones out, and a moved one is elsewhere).
 */
export function stageChanges(before: DayVisitDto[], after: DayVisitDto[]): StageChange[] {
  const old = new Map(before.map((v) => [v.appointment_id, v.stage]));
  const still = new Set(after.map((v) => v.appointment_id));
  const changed: StageChange[] = after
    .filter((v) => old.get(v.appointment_id) !== v.stage)
    .map((v) => ({ name: v.client.name, stage: v.stage }));
  const gone: StageChange[] = before
    .filter((v) => !still.has(v.appointment_id))
    .map((v) => ({ name: v.client.name, removed: true }));
  return [...changed, ...gone];
}
