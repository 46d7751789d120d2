import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../shared/api/auth';
import { OPEN_APPOINTMENT_STATES } from '../../shared/appointment';
import type { AppContext } from '../context';
import { executeNamed } from '../db/named-query';
import { AppError } from '../http/app-error';
import { recordAudit } from '../services/audit';
import { requireStaff } from './guard';

/**
 * The one rule for staff and a client's medical record: staff act on it only through a visit at
 * one of their stores. That visit's own records are theirs to read and write; while a visit of
 * the client at one of their stores is open, they may also read (never change) the client's
 * earlier records, for re-consent and review. Anything else is refused and audited; an admin
 * may "break the glass" for one client with a reason (break-glass.ts), and every access made
 * that way is audited as such. Identity and contact search are not records and stay group-wide.
 *
 * Every route that takes a client, appointment, submission, record or upload id comes here
 * (the OpenAPI-generated test in routes/record-access.test.ts calls each one from another store).
 */

export interface RecordStaff {
  id: string;
  role: StaffRole;
}

/** What a request names: a record by one of its ids. */
export type RecordSubject =
  | { kind: 'appointment'; id: string }
  | { kind: 'client'; id: string }
  | { kind: 'submission'; id: string }
  | { kind: 'upload'; id: string }
  | { kind: 'link'; id: string };

/** `read` also reaches the client's earlier records through an open visit; `write` does not. */
export type AccessMode = 'read' | 'write';

export interface RecordScope {
  clientId: string;
  /** The visit the subject belongs to, if any (a client subject has none). */
  appointmentId: string | null;
  storeCode: string | null;
  via: 'visit' | 'open_visit' | 'break_glass';
}

interface SubjectRow {
  client_id: string | null;
  appointment_id: string | null;
  store_code: string | null;
  own_visit: boolean;
  open_visit: boolean;
  glass: string | null;
}

/** The subject's client, visit and store, as one select; null when it does not exist. */
function subjectSource(subject: RecordSubject): SQL {
  switch (subject.kind) {
    case 'appointment':
      return sql`select a.client_id, a.id as appointment_id, a.store_code
        from appointments a where a.id = ${subject.id}`;
    case 'client':
      return sql`select c.id as client_id, null::uuid as appointment_id, null::text as store_code
        from clients c where c.id = ${subject.id}`;
    case 'submission':
      return sql`select s.client_id, a.id as appointment_id, a.store_code
        from form_submissions s left join appointments a on a.id = s.appointment_id
        where s.id = ${subject.id} and s.status = 'submitted'`;
    case 'upload':
      return sql`select coalesce(u.client_id, s.client_id, a.client_id) as client_id,
          a.id as appointment_id, a.store_code
        from uploads u
        left join form_submissions s on s.id = u.submission_id
        left join appointments a on a.id = coalesce(u.appointment_id, s.appointment_id)
        where u.id = ${subject.id}`;
    case 'link':
      return sql`select l.client_id, a.id as appointment_id, a.store_code
        from link_tokens l left join appointments a on a.id = l.appointment_id
        where l.jti = ${subject.id}`;
  }
}

const openStates = sql.join(
  OPEN_APPOINTMENT_STATES.map((state) => sql`${state}`),
  sql`, `,
);

async function lookUp(
  ctx: AppContext,
  staff: RecordStaff,
  subject: RecordSubject,
): Promise<SubjectRow | undefined> {
  const now = ctx.clock().toISOString();
  const rows = await executeNamed<SubjectRow>(
    ctx.db,
    `record_access_${subject.kind}`,
    sql`
    with subject as (${subjectSource(subject)})
    select subject.client_id, subject.appointment_id, subject.store_code,
      exists (select 1 from staff_stores ss
        where ss.staff_id = ${staff.id} and ss.store_code = subject.store_code) as own_visit,
      exists (select 1 from appointments o
        join staff_stores ss on ss.store_code = o.store_code and ss.staff_id = ${staff.id}
        where o.client_id = subject.client_id and o.state in (${openStates})) as open_visit,
      (select g.id from access_grants g
        where g.staff_id = ${staff.id} and g.client_id = subject.client_id
          and g.expires_at > ${now}::timestamptz
        order by g.expires_at desc limit 1) as glass
    from subject`,
  );
  return rows[0];
}

function entityOf(subject: RecordSubject): string {
  return subject.kind === 'submission'
    ? 'form_submission'
    : subject.kind === 'link'
      ? 'link_token'
      : subject.kind;
}

/**
 * The record `subject` if `staff` may `mode` it, else 404 (it does not exist: `notFound`, the
 * message the route has always answered) or 403
 * `visits.storeNotYours`; a refusal is audited under `action`. Access through a break-glass
 * grant is audited too (the route's own audit event records the access itself).
 */
export async function requireRecordAccess(
  ctx: AppContext,
  request: FastifyRequest,
  staff: RecordStaff,
  subject: RecordSubject,
  action: string,
  mode: AccessMode = 'read',
  notFound: string = notFoundKey(subject),
): Promise<RecordScope> {
  const row = await lookUp(ctx, staff, subject);
  const audit = (outcome: 'success' | 'failure' | 'denied', data: Record<string, unknown>) =>
    recordAudit(
      ctx.db,
      {
        actorType: 'staff',
        actorId: staff.id,
        action,
        entity: entityOf(subject),
        entityId: subject.id,
        outcome,
        data,
      },
      request,
    );
  if (!row?.client_id) {
    await audit('failure', { reason: 'access.notFound' });
    throw new AppError('notFound', undefined, notFound);
  }
  const scope = (via: RecordScope['via']): RecordScope => ({
    clientId: row.client_id!,
    appointmentId: row.appointment_id,
    storeCode: row.store_code,
    via,
  });
  // A client has no visit of its own: only an open visit at one of the staff's stores counts.
  if (row.own_visit && subject.kind !== 'client') return scope('visit');
  const reachesThroughOpenVisit =
    row.open_visit && (mode === 'read' || subject.kind === 'client' || row.store_code === null);
  if (reachesThroughOpenVisit) return scope('open_visit');
  if (row.glass && staff.role === 'admin') {
    await audit('success', { via: 'break_glass', grant_id: row.glass, mode });
    return scope('break_glass');
  }
  await audit('denied', {
    reason: 'visits.storeNotYours',
    mode,
    store_code: row.store_code,
    break_glass_available: staff.role === 'admin',
  });
  throw new AppError('forbidden', undefined, 'visits.storeNotYours');
}

/**
 * The same check for the signed-in member of staff of this request (its session is looked up
 * once per request, so callers that already checked it pay nothing more).
 */
export async function requireStaffRecordAccess(
  ctx: AppContext,
  request: FastifyRequest,
  subject: RecordSubject,
  action: string,
  mode: AccessMode = 'read',
  notFound?: string,
): Promise<RecordScope> {
  const { user } = await requireStaff(ctx, request);
  const staff = { id: user.id, role: user.role! };
  return requireRecordAccess(ctx, request, staff, subject, action, mode, notFound);
}

function notFoundKey(subject: RecordSubject): string {
  switch (subject.kind) {
    case 'appointment':
      return 'visits.notFound';
    case 'client':
      return 'forms.clientNotFound';
    case 'submission':
      return 'forms.submissionNotFound';
    case 'upload':
      return 'attachments.notFound';
    case 'link':
      return 'verification.verifyError';
  }
}
