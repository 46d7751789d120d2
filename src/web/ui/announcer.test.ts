import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, announcements } from './announcer';

describe('announce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('empties the regions first, then writes the text into the polite one', () => {
    announce('Clinics saved.');
    expect(announcements.get()).toEqual({ polite: '', assertive: '' });
    vi.advanceTimersByTime(50);
    expect(announcements.get()).toEqual({ polite: 'Clinics saved.', assertive: '' });
  });

  it('a failure goes to the assertive region and clears the polite one', () => {
    announce('Saved.');
    vi.advanceTimersByTime(50);
    announce('Could not save.', 'assertive');
    vi.advanceTimersByTime(50);
    expect(announcements.get()).toEqual({ polite: '', assertive: 'Could not save.' });
  });

  it('the same text twice is written twice, so it is read twice', () => {
    const seen: string[] = [];
    const stop = announcements.subscribe(() => seen.push(announcements.get().polite));
    announce('Saved.');
    vi.advanceTimersByTime(50);
    announce('Saved.');
    vi.advanceTimersByTime(50);
    stop();
    expect(seen).toEqual(['', 'Saved.', '', 'Saved.']);
  });

  it('only the last of two quick announcements is read', () => {
    announce('First.');
    announce('Second.');
    vi.advanceTimersByTime(50);
    expect(announcements.get().polite).toBe('Second.');
  });
});
