import type { Clock } from '../clock';

export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

/** A clock tests move by hand: deadlines are crossed without sleeping. */
export function testClock(start = new Date('2030-01-01T09:00:00Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
  };
}
