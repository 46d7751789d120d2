import { describe, expect, it } from 'vitest';
import { timeOf } from './time-value';

describe('timeOf', () => {
  it('gives the local time as HH:MM, 24 h', () => {
    expect(timeOf(new Date(2025, 5, 1, 7, 5, 59))).toBe('07:05');
    expect(timeOf(new Date(2025, 5, 1, 23, 59))).toBe('23:59');
    expect(timeOf(new Date(2025, 5, 1, 0, 0))).toBe('00:00');
  });
});
