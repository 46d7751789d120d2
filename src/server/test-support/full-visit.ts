import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { staffSectionBody, visitCall, visitWithQuestionnaire, type StaffMember } from './visits';

/**
 * A visit signed from end to end: the client's questionnaire (heavy drinking raises a screening
 * flag; GP permission as asked), the practitioner's clearance (their GP question as asked) and
 * the nurse's treatment record with two product lines and readings before and after.
 */
export async function fullVisit(
  app: FastifyInstance,
  db: Db,
  staff: { nurse: StaffMember; practitioner: StaffMember },
  gp: { client?: 'yes' | 'no'; practitioner?: 'yes' | 'no' } = {},
) {
  const visit = await visitWithQuestionnaire(app, db, staff.nurse.auth, {
    answers: {
      alcohol: { answer: 'yes' },
      alcohol_units_per_week: 50,
      ...(gp.client ? { gp_share_permission: { answer: gp.client } } : {}),
    },
  });
  const id = visit.appointment.id;
  const cleared = await visitCall(
    app,
    staff.practitioner.auth,
    'POST',
    `/api/visits/${id}/clearance`,
    staffSectionBody('mfDetailUk', {
      clearance_decision: 'cleared',
      // The practitioner's GP answer follows the client's unless the test says otherwise.
      share_with_gp: { answer: gp.practitioner ?? gp.client ?? 'no' },
    }),
  );
  expect(cleared.statusCode, cleared.body).toBe(200);
  const treated = await visitCall(
    app,
    staff.nurse.auth,
    'POST',
    `/api/visits/${id}/treatment`,
    staffSectionBody('medicalUk', {
      bp_systolic_after: 118,
      bp_diastolic_after: 76,
      pulse_after: 68,
      sat_o2_after: 99,
      height: 172,
      weight: 70,
      product_lines: [
        { product: 'vitamin_c', dose: 500, batch: 'VC-2301' },
        { product: 'vitamin_b12', dose: 1000, batch: 'B12/778' },
      ],
      completion_date: '2026-01-15',
      setup_time: '10:15',
      completion_time: '11:05',
    }),
  );
  expect(treated.statusCode, treated.body).toBe(200);
  return visit;
}
