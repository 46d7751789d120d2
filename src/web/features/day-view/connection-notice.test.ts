import { describe, expect, it } from 'vitest';
import { nextConnectionNotice } from './connection-notice';

describe('what is said about the live updates', () => {
  it('says nothing while the page first connects', () => {
    expect(nextConnectionNotice('connecting', 'live', null)).toBeNull();
    expect(nextConnectionNotice('connecting', 'reconnecting', null)).toBeNull();
  });

  it('says when a live stream is lost and when it is back', () => {
    expect(nextConnectionNotice('live', 'reconnecting', null)).toBe('lost');
    expect(nextConnectionNotice('reconnecting', 'live', 'lost')).toBe('back');
    expect(nextConnectionNotice('live', 'reconnecting', 'back')).toBe('lost');
  });

  it('keeps the last notice when nothing changed', () => {
    expect(nextConnectionNotice('live', 'live', 'back')).toBe('back');
    expect(nextConnectionNotice('reconnecting', 'reconnecting', 'lost')).toBe('lost');
  });
});
