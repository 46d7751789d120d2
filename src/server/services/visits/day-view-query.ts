import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeNamed } from '../../db/named-query';
import { latestConsentJoins } from '../consent-columns';

/** One appointment of the day with what its stage is made of (see visit-stage.ts). */
export interface DayVisitRow {
  id: string;
  number: string;
  store_code: string;
  service: string;
  starts_at: string;
  ends_at: string;
  state: string;
  clearance: 'cleared' | 'not_cleared' | null;
  client_id: string;
  client_name: string;
  date_of_birth: string | null;
  verified_at: string | null;
  treatment_started: boolean;
  flag_count: number | null;
  forms_submitted_at: string | null;
  chair: number | null;
  treatment_granted_at: string | null;
  treatment_expires_at: string | null;
  privacy_granted_at: string | null;
  privacy_expires_at: string | null;
}

/** ISO 8601 in UTC as text, so both database drivers answer the same string. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Every appointment (cancelled ones aside) of `date` in each store's own time zone, with its
 * newest identity verification, whether the nurse has a treatment draft, the flags of the
 * newest signed questionnaire and the client's newest consent and privacy authorization (read
 * by consents_client_idx): ONE statement for the whole day, whatever the number of visits.
 * The range on starts_at per store is served by appointments_store_start_idx.
 */
export async function dayVisitRows(
  db: Db,
  storeCodes: string[],
  date: string,
): Promise<DayVisitRow[]> {
  return executeNamed<DayVisitRow>(
    db,
    'visits_day_view',
    sql`
    select a.id, a.number, a.store_code, a.service, ${iso('a.starts_at')} as starts_at,
      ${iso('a.ends_at')} as ends_at, a.state, a.clearance, c.id as client_id,
      c.first_name || ' ' || c.last_name as client_name, c.date_of_birth::text as date_of_birth,
      ${iso('v.verified_at')} as verified_at,
      exists (
        select 1 from form_submissions d
        where d.appointment_id = a.id and d.kind = 'medical' and d.status = 'draft'
      ) as treatment_started,
      q.flag_count, ${iso('q.submitted_at')} as forms_submitted_at, a.chair::int as chair,
      ${iso('ct.granted_at')} as treatment_granted_at, ${iso('ct.expires_at')} as treatment_expires_at,
      ${iso('cp.granted_at')} as privacy_granted_at, ${iso('cp.expires_at')} as privacy_expires_at
    from stores s
    join appointments a on a.store_code = s.code
      and a.starts_at >= (${date}::date)::timestamp at time zone s.timezone
      and a.starts_at < (${date}::date + 1)::timestamp at time zone s.timezone
      and a.state <> 'cancelled'
    join clients c on c.id = a.client_id
    left join lateral (
      select max(iv.verified_at) as verified_at from identity_verifications iv
      where iv.appointment_id = a.id
    ) v on true
    left join lateral (
      select (case when jsonb_typeof(f.flags) = 'array' then jsonb_array_length(f.flags) else 0 end)::int
        as flag_count, f.submitted_at
      from form_submissions f
      where f.appointment_id = a.id and f.status = 'submitted' and f.kind in ('mf', 'rf', 'brief')
      order by f.submitted_at desc
      limit 1
    ) q on true
    ${latestConsentJoins(sql`c.id`)}
    where s.code in (select jsonb_array_elements_text(${JSON.stringify(storeCodes)}::jsonb))
    order by a.starts_at, s.name, a.number`,
  );
}
