import { SERVICE_MINUTES_MAX } from './store-settings';

/**
 * How many clients a store can take at once (docs/decisions/024-store-capacity.md). An
 * appointment holds a chair from its start until its service ends plus the observation time
 * (spec §9: the client stays 30 minutes after an infusion). A start is bookable while, at every
 * moment of the new appointment's stay, fewer chairs are held than the store has. Online
 * booking, staff booking and walk-ins, and the places shown per slot, all use `placesLeft`.
 */

export const OBSERVATION_MINUTES = 30;

/** A stay in a chair as UTC milliseconds, end exclusive. */
export interface Stay {
  start: number;
  end: number;
}

/** The chair time of an appointment whose service runs from `startsAt` to `endsAt`. */
export function stayOf(startsAt: Date, endsAt: Date): Stay {
  return { start: startsAt.getTime(), end: endsAt.getTime() + OBSERVATION_MINUTES * 60_000 };
}

/** The stay of a new appointment of `serviceMinutes` starting at `start`. */
export function stayFor(start: Date, serviceMinutes: number): Stay {
  return stayOf(start, serviceEnd(start, serviceMinutes));
}

export function serviceEnd(start: Date, serviceMinutes: number): Date {
  return new Date(start.getTime() + serviceMinutes * 60_000);
}

const overlaps = (a: Stay, b: Stay) => a.start < b.end && b.start < a.end;

/**
 * The most chairs `existing` stays hold at any one moment of `candidate`. Chairs are only
 * taken at a stay's start, so the busiest moments are the candidate's start and the starts of
 * stays that begin inside it; a stay that ends exactly when another starts frees its chair.
 */
export function peakOverlap(existing: readonly Stay[], candidate: Stay): number {
  const inside = existing.filter((s) => overlaps(s, candidate));
  const moments = [
    candidate.start,
    ...inside.map((s) => s.start).filter((t) => t > candidate.start),
  ];
  let peak = 0;
  for (const t of moments) {
    const held = inside.filter((s) => s.start <= t && t < s.end).length;
    if (held > peak) peak = held;
  }
  return peak;
}

/** Chairs still free for the whole of `candidate`; bookable while above zero. */
export function placesLeft(chairs: number, existing: readonly Stay[], candidate: Stay): number {
  return Math.max(0, chairs - peakOverlap(existing, candidate));
}

/** The longest stay any appointment can have: how far back an overlapping one may start. */
export const LONGEST_STAY_MINUTES = SERVICE_MINUTES_MAX + OBSERVATION_MINUTES;
