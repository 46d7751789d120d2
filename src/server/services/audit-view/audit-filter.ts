import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { appointments, auditEvents, formSubmissions, uploads } from '../../db/schema';
import { AppError } from '../../http/app-error';

export interface AuditFilter {
  client_id?: string;
  staff_id?: string;
  action?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from`: a day starts at 00:00 UTC; `to`: a day includes all of it (up to the next 00:00). */
function instant(value: string, field: 'from' | 'to'): Date {
  const date = new Date(DAY.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) {
    throw new AppError('validation', [{ path: field, message: 'validation.invalidDate' }]);
  }
  if (field === 'to' && DAY.test(value)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * Everything the log holds about one client: events on the client itself, on their
 * appointments, form submissions and uploads, events naming them in their data, and their own.
 * Audit rows name entities by text id, so the ids are compared as text.
 */
export function aboutClient(clientId: string): SQL {
  const id = auditEvents.entityId;
  return or(
    and(eq(auditEvents.entity, 'client'), eq(id, clientId)),
    and(
      eq(auditEvents.entity, 'appointment'),
      sql`${id} in (select ${appointments.id}::text from ${appointments} where ${appointments.clientId} = ${clientId})`,
    ),
    and(
      eq(auditEvents.entity, 'form_submission'),
      sql`${id} in (select ${formSubmissions.id}::text from ${formSubmissions} where ${formSubmissions.clientId} = ${clientId})`,
    ),
    and(
      eq(auditEvents.entity, 'upload'),
      sql`${id} in (select ${uploads.id}::text from ${uploads} join ${formSubmissions} on ${formSubmissions.id} = ${uploads.submissionId} where ${formSubmissions.clientId} = ${clientId})`,
    ),
    sql`${auditEvents.data}->>'client_id' = ${clientId}`,
    sql`${auditEvents.data}->>'clientId' = ${clientId}`,
    and(eq(auditEvents.actorType, 'client'), eq(auditEvents.actorId, clientId)),
  )!;
}

/** The WHERE of the audit view: every given filter, all of them at once. */
export function auditWhere(filter: AuditFilter): SQL | undefined {
  const action = filter.action;
  const from = filter.from === undefined ? undefined : instant(filter.from, 'from');
  const to = filter.to === undefined ? undefined : instant(filter.to, 'to');
  if (from && to && from >= to) {
    throw new AppError('validation', [{ path: 'to', message: 'audit.rangeReversed' }]);
  }
  return and(
    filter.client_id ? aboutClient(filter.client_id) : undefined,
    filter.staff_id
      ? and(eq(auditEvents.actorType, 'staff'), eq(auditEvents.actorId, filter.staff_id))
      : undefined,
    // The schema allows letters, digits, `_` and `.` only, so the LIKE pattern needs no escaping
    // beyond `_`, which LIKE would read as "any character".
    action
      ? or(
          eq(auditEvents.action, action),
          sql`${auditEvents.action} like ${`${action.replaceAll('_', '\\_')}.%`}`,
        )
      : undefined,
    from ? gte(auditEvents.at, from) : undefined,
    to ? lt(auditEvents.at, to) : undefined,
  );
}
