import { describe, expect, it } from 'vitest';
import type { DayVisitDto } from '../../../shared/api/visits';
import { waitsFor, type VisitStage } from '../../../shared/visit-stage';
import { visitAction } from './visit-action';

const visit = (stage: VisitStage): DayVisitDto => ({
  appointment_id: '0b6f1a52-33c1-4a53-9d3f-1f0c2f4f7a11',
  number: 'AP-7Q2K',
  store_code: 'london',
  service: 'iv_drip',
  starts_at: '2030-03-05T09:00:00.000Z',
  ends_at: '2030-03-05T09:30:00.000Z',
  client: { id: '5d0f8e2a-8a4e-4c77-b5a1-9b1f3b7c2d10', name: 'Client', date_of_birth: null },
  state: 'mf_rf_completed',
  stage,
  waits_for: waitsFor(stage),
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

describe('where a day-view row lands', () => {
  it('sends whoever is at the desk to the identity check of a visit waiting for it', () => {
    for (const role of ['nurse', 'practitioner', 'admin'] as const) {
      const target = visitAction(visit('mf_rf_completed'), role);
      expect(target?.action).toBe('verify');
      expect(target?.path).toMatch(/^\/verify\?client=5d0f8e2a-.*&appointment=AP-7Q2K$/);
    }
  });

  it('sends a nurse to the treatment record of a cleared or treated visit', () => {
    for (const stage of ['cleared', 'treated', 'completed'] as const) {
      const target = visitAction(visit(stage), 'nurse');
      expect(target?.action).toBe('treatment');
      expect(target?.path).toMatch(/^\/medical\/london\/[^?]+\?appointment=0b6f1a52-/);
    }
  });

  it('sends a practitioner to the review, and a nurse to it before clearance', () => {
    expect(visitAction(visit('verified'), 'practitioner')?.action).toBe('review');
    expect(visitAction(visit('cleared'), 'practitioner')?.action).toBe('review');
    expect(visitAction(visit('verified'), 'nurse')?.action).toBe('review');
    expect(visitAction(visit('verified'), 'nurse')?.path).toMatch(/^\/detail\/london\//);
  });
});
