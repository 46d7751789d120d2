import { describe, expect, it } from 'vitest';
import { DraftSaver, type DraftStatus } from './draft-saver';

/** A hand-driven clock: timers run only when the test says so. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let id = 0;
  return {
    setTimer: (fn: () => void) => {
      pending.set(++id, fn);
      return id;
    },
    clearTimer: (h: unknown) => void pending.delete(h as number),
    fire: () => {
      const fns = [...pending.values()];
      pending.clear();
      for (const fn of fns) fn();
    },
    count: () => pending.size,
  };
}

function setup(results: boolean[] = []) {
  const timers = manualTimers();
  const saved: string[] = [];
  const statuses: DraftStatus[] = [];
  const releases: (() => void)[] = [];
  const saver = new DraftSaver<string>({
    delayMs: 800,
    onStatus: (s) => statuses.push(s),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    save: (value) =>
      new Promise<boolean>((resolve) => {
        saved.push(value);
        releases.push(() => resolve(results.shift() ?? true));
      }),
  });
  const settle = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { saver, timers, saved, statuses, settle };
}

describe('DraftSaver', () => {
  it('saves only the last value once typing pauses', async () => {
    const { saver, timers, saved, statuses, settle } = setup();
    saver.schedule('a');
    saver.schedule('ab');
    saver.schedule('abc');
    expect(timers.count()).toBe(1);
    expect(saved).toEqual([]);
    timers.fire();
    await settle();
    expect(saved).toEqual(['abc']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('saves a change made during a save right after it, never out of order', async () => {
    const { saver, timers, saved, settle } = setup();
    saver.schedule('one');
    timers.fire();
    saver.schedule('two');
    await saver.flush(); // a save is under way: the newer value waits for it
    expect(saved).toEqual(['one']);
    await settle();
    expect(saved).toEqual(['one', 'two']);
  });

  it('keeps a failed value and saves it at the next flush', async () => {
    const { saver, timers, saved, statuses, settle } = setup([false, true]);
    saver.schedule('x');
    timers.fire();
    await settle();
    expect(statuses.at(-1)).toBe('failed');
    const flushed = saver.flush();
    await settle();
    await flushed;
    expect(saved).toEqual(['x', 'x']);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('does nothing once stopped', async () => {
    const { saver, timers, saved } = setup();
    saver.schedule('x');
    saver.stop();
    timers.fire();
    saver.schedule('y');
    await saver.flush();
    expect(saved).toEqual([]);
  });
});
