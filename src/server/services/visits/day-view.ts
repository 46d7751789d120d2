import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../shared/api/auth';
import { isAppointmentState } from '../../../shared/appointment';
import type { DayViewQuery, DayViewResult, DayVisitDto } from '../../../shared/api/visits';
import { localDate } from '../../../shared/opening-hours';
import { visitStage, waitsFor } from '../../../shared/visit-stage';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { consentOfColumns } from '../consent-columns';
import { dayCapacity } from './day-capacity';
import { dayVisitRows, type DayVisitRow } from './day-view-query';
import { storeScopeOf } from './staff-stores';

function toDto(row: DayVisitRow, now: Date): DayVisitDto {
  // A state the machine does not know (never written by this app) reads as not started.
  const state = isAppointmentState(row.state) ? row.state : 'not_started';
  const stage = visitStage({
    state,
    verified: row.verified_at !== null,
    clearance: row.clearance,
    treatmentStarted: row.treatment_started,
  });
  return {
    appointment_id: row.id,
    number: row.number,
    store_code: row.store_code,
    service: row.service,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    client: { id: row.client_id, name: row.client_name, date_of_birth: row.date_of_birth },
    state,
    stage,
    waits_for: waitsFor(stage),
    flag_count: row.flag_count ?? 0,
    forms_submitted_at: row.forms_submitted_at,
    verified_at: row.verified_at,
    chair: row.chair,
    consent: consentOfColumns(row, now),
  };
}

/**
 * The clinic's day for a member of staff: the stores they work at, or the one
 * asked for if it is theirs (403 `visits.storeNotYours` otherwise). The day is the store's
 * local date; without one, today in the first store's time zone. Audited without PHI.
 */
export async function loadDayView(
  ctx: AppContext,
  request: FastifyRequest,
  user: SessionUser,
  query: DayViewQuery,
): Promise<DayViewResult> {
  const scope = await storeScopeOf(ctx.db, user);
  const inView = query.store_code ? scope.filter((s) => s.code === query.store_code) : scope;
  const audit = (outcome: 'success' | 'denied', data: Record<string, unknown>) =>
    recordAudit(
      ctx.db,
      {
        actorType: 'staff',
        actorId: user.id,
        action: 'visits.day.read',
        entity: 'store',
        entityId: query.store_code ?? null,
        outcome,
        data,
      },
      request,
    );
  if (query.store_code && inView.length === 0) {
    await audit('denied', { reason: 'visits.storeNotYours' });
    throw new AppError('forbidden', undefined, 'visits.storeNotYours');
  }
  const date = query.date ?? localDate(ctx.clock(), inView[0]?.timezone ?? 'UTC');
  const rows =
    inView.length === 0
      ? []
      : await dayVisitRows(
          ctx.db,
          inView.map((s) => s.code),
          date,
        );
  // One store asked for (or worked at): its day hour by hour. Several at once (a manager of
  // several clinics): only those with visits that day, not a strip per empty clinic.
  const busy = new Set(rows.map((r) => r.store_code));
  const capacity = await dayCapacity(
    ctx.db,
    inView.length === 1 ? inView : inView.filter((s) => busy.has(s.code)),
    date,
  );
  await audit('success', { store_codes: inView.map((s) => s.code), date, count: rows.length });
  return {
    date,
    stores: scope.map(({ code, name, timezone, country, chairs }) => ({
      code,
      name,
      timezone,
      country,
      chairs,
    })),
    visits: rows.map((row) => toDto(row, ctx.clock())),
    capacity,
  };
}
