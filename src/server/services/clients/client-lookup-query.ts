import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ConsentRecord } from '../../../shared/consent-summary';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-query';
import { appointments, auditEvents, clients, consents, staff } from '../../db/schema';
import type { AuditEvent } from '../audit';
import { staffSessionCtes, type InlineStaffSession } from '../../auth/inline-staff-session';

type ClientRow = typeof clients.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

export interface ClientLookup {
  /** False when an inline session was given and did not hold: nothing was read or written. */
  authorized: boolean;
  /** found: matched and `verified` holds; not_verified: matched, `verified` false; not_found. */
  status: 'found' | 'not_verified' | 'not_found';
  client: ClientRow | undefined;
  appointments: { appointment: AppointmentRow; bookedByName: string | null }[];
  consents: ConsentRecord[];
}

export interface ClientLookupRequest {
  /** Names the prepared statement: one per shape of `where`/`verified` (email, mobile, id). */
  name: 'client_lookup_email' | 'client_lookup_mobile' | 'client_lookup_id';
  /**
   * Check the staff session in the same statement (inline-staff-session.ts): the audit actor
   * is then that member of staff, and nothing happens unless the session holds.
   */
  session?: InlineStaffSession;
  /** Condition on `clients` that matches at most one row (a unique index). */
  where: SQL;
  /** Condition on the matched row that makes it `found` rather than `not_verified`. */
  verified: SQL;
  /**
   * The audit row. The statement adds the result to `data`; the entity id is the one asked for,
   * else the matched client's when found. A miss is a `failure` for a view by id and still a
   * `success` for a search (the search itself worked).
   */
  audit: Omit<AuditEvent, 'outcome'> & {
    outcomeWhenMissing: 'success' | 'failure';
    ip: string | null;
    userAgent: string | null;
  };
}

interface LookupRow {
  authorized: boolean;
  status: ClientLookup['status'];
  client: Record<string, unknown> | null;
  appointments: { a: Record<string, unknown>; n: string | null }[] | null;
  consents: Record<string, unknown>[] | null;
}

/** A row that came back as JSON, mapped through the table's own column decoders. */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/**
 * Finds a client, writes the audit row and gathers the client info (appointments with the
 * booking staff member's name, consent records) in ONE statement: one round trip and one commit
 * per search instead of five, which is what the 5 ms p99 search budget needs (decisions 008, 010).
 * Appointments and consents are only gathered for a `found` client: staff see nothing of a
 * record whose searched contact is unverified.
 */
export async function lookupClientWithAudit(
  db: Db,
  request: ClientLookupRequest,
): Promise<ClientLookup> {
  const { audit, session } = request;
  // With an inline session every read and write below waits on it.
  const ctes = session ? sql`${staffSessionCtes(session)},` : sql``;
  const allowed = session ? sql`exists (select 1 from staff_session)` : sql`true`;
  const actorId = session
    ? sql`(select staff_id from staff_session)`
    : sql`${audit.actorId ?? null}::uuid`;
  const [row] = await executeNamed<LookupRow>(
    db,
    session ? `${request.name}_inline` : request.name,
    sql`
    with ${ctes} found as (
      select ${clients}.*, (${request.verified}) as verified
      from ${clients} where ${request.where} and ${allowed} limit 1
    ), outcome as (
      select found.id, case when found.id is null then 'not_found'
        when found.verified then 'found' else 'not_verified' end as status
      from (select 1) as one left join found on true
    ), audit as (
      insert into ${auditEvents} (actor_type, actor_id, action, entity, entity_id, outcome, data,
        ip, user_agent)
      select ${audit.actorType}::text, ${actorId}, ${audit.action}::text,
        ${audit.entity}::text,
        coalesce(${audit.entityId ?? null}::text,
          case when outcome.status = 'found' then outcome.id::text end),
        case when outcome.status = 'not_found' then ${audit.outcomeWhenMissing}::text
          else 'success' end,
        ${JSON.stringify(audit.data ?? {})}::jsonb || jsonb_build_object('result', outcome.status),
        ${audit.ip}::text, ${audit.userAgent}::text
      from outcome where ${allowed}
    )
    select ${allowed} as authorized, outcome.status,
      case when outcome.status <> 'not_found' then (select row_to_json(found) from found) end
        as client,
      case when outcome.status = 'found' then (
        select coalesce(json_agg(json_build_object('a', row_to_json(x), 'n', x.booked_by_name)
          order by x.starts_at desc), '[]'::json)
        from (
          select ${appointments}.*, ${staff.name} as booked_by_name
          from ${appointments} left join ${staff} on ${staff.id} = ${appointments.bookedByStaffId}
          where ${appointments.clientId} = outcome.id
          order by ${appointments.startsAt} desc limit 100
        ) as x
      ) end as appointments,
      case when outcome.status = 'found' then (
        select coalesce(json_agg(row_to_json(${consents})), '[]'::json)
        from ${consents} where ${consents.clientId} = outcome.id
      ) end as consents
    from outcome`,
  );
  if (!row) throw new Error('client lookup returned no row');
  return {
    authorized: row.authorized,
    status: row.status,
    client: row.client ? fromJson(clients, row.client) : undefined,
    appointments: (row.appointments ?? []).map((item) => ({
      appointment: fromJson(appointments, item.a),
      bookedByName: item.n,
    })),
    consents: (row.consents ?? []).map((json) => {
      const consent = fromJson(consents, json);
      return { kind: consent.kind, granted_at: consent.grantedAt, expires_at: consent.expiresAt };
    }),
  };
}
