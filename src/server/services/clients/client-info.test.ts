import { describe, expect, it } from 'vitest';
import { ageOn } from './client-info';

describe('ageOn (whole years, UTC calendar)', () => {
  const born = '1990-12-10';

  it('turns a year older on the birthday, not the day before', () => {
    expect(ageOn(born, new Date('2030-12-09T23:59:59.999Z'))).toBe(39);
    expect(ageOn(born, new Date('2030-12-10T00:00:00.000Z'))).toBe(40);
    expect(ageOn(born, new Date('2030-12-11T12:00:00Z'))).toBe(40);
  });

  it('counts months before days: a later day in an earlier month is not yet the birthday', () => {
    expect(ageOn(born, new Date('2031-11-30T12:00:00Z'))).toBe(40);
    expect(ageOn(born, new Date('2031-01-09T12:00:00Z'))).toBe(40);
  });

  it('is 0 on the day of birth and null without a date of birth', () => {
    expect(ageOn(born, new Date('1990-12-10T08:00:00Z'))).toBe(0);
    expect(ageOn(null, new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('gives a 29 February birthday its new year on 1 March outside leap years', () => {
    expect(ageOn('2000-02-29', new Date('2031-02-28T23:59:59Z'))).toBe(30);
    expect(ageOn('2000-02-29', new Date('2031-03-01T00:00:00Z'))).toBe(31);
    expect(ageOn('2000-02-29', new Date('2032-02-29T00:00:00Z'))).toBe(32);
  });
});
