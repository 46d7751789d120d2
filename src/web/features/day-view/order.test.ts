import { describe, expect, it } from 'vitest';
import type { DayVisitDto } from '../../../shared/api/visits';
import type { VisitStage, VisitWaitsFor } from '../../../shared/visit-stage';
import { splitForRole, stageChanges } from './order';

const visit = (id: string, stage: VisitStage, waits_for: VisitWaitsFor): DayVisitDto => ({
  appointment_id: id,
  number: `AP-${id}`,
  store_code: 'london',
  service: 'iv_drip',
  starts_at: '2030-03-05T09:00:00.000Z',
  ends_at: '2030-03-05T09:30:00.000Z',
  client: { id: `c${id}`, name: `Client ${id}`, date_of_birth: null },
  state: 'mf_rf_completed',
  stage,
  waits_for,
  flag_count: 0,
  forms_submitted_at: null,
  verified_at: null,
  chair: null,
  consent: {
    treatment: 'exempt',
    treatment_granted_at: null,
    treatment_expires_at: null,
    privacy: 'valid',
    privacy_expires_at: null,
  },
});

const day = [
  visit('1', 'not_started', 'client'),
  visit('2', 'verified', 'practitioner'),
  visit('3', 'cleared', 'nurse'),
  visit('4', 'verified', 'practitioner'),
];

describe('the day for the person looking', () => {
  it("puts a practitioner's and a nurse's visits first, in time order", () => {
    expect(splitForRole(day, 'practitioner').ready.map((v) => v.appointment_id)).toEqual([
      '2',
      '4',
    ]);
    const nurse = splitForRole(day, 'nurse');
    expect(nurse.ready.map((v) => v.appointment_id)).toEqual(['3']);
    expect(nurse.rest.map((v) => v.appointment_id)).toEqual(['1', '2', '4']);
  });

  it('gives an admin one list', () => {
    expect(splitForRole(day, 'admin')).toEqual({ ready: [], rest: day });
  });

  it('names new visits and changed stages only', () => {
    const after = [
      visit('1', 'mf_rf_completed', 'desk'),
      ...day.slice(1),
      visit('5', 'not_started', 'client'),
    ];
    expect(stageChanges(day, after)).toEqual([
      { name: 'Client 1', stage: 'mf_rf_completed' },
      { name: 'Client 5', stage: 'not_started' },
    ]);
  });

  it('names a visit that left the day (cancelled or moved)', () => {
    expect(
      stageChanges(
        day,
        day.filter((v) => v.appointment_id !== '2'),
      ),
    ).toEqual([{ name: 'Client 2', removed: true }]);
  });
});
