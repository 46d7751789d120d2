import { sql, type SQL } from 'drizzle-orm';
import type { ClientSearchBody } from '../../../shared/api/client-search';
import { SEARCH_HITS_MAX } from '../../../shared/api/client-search';
import { latestConsentJoins } from '../consent-columns';

/** The list searches of decision 025: by name, appointment number, date of birth. */
export type ListSearch = Exclude<ClientSearchBody, { type: 'email' } | { type: 'mobile' }>;

/**
 * How many name matches are ranked at most. A common surname at a large group matches hundreds
 * of clients; ranking all of them would cost time for a list the desk narrows anyway (with a
 * date of birth or more of the name). Today's visits at the searcher's stores are always
 * ranked, capped or not.
 */
export const MATCH_CAP = 200;
/** Words of a name search beyond this many are not used (each one is an index condition). */
const MAX_WORDS = 6;

/** The words of a name as typed: letters and digits, as the database folds them (search_fold). */
export function nameWords(name: string): string[] {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  // The longest words are the most selective; keep those when there are too many.
  return [...words].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
}

/**
 * The condition on `c` (clients) for a name: every word is in the folded first and last name.
 * A word of 3 letters or more may be any part of a name ("briain", "rimov"); a shorter one
 * must start a word ("o", "li"), which the trigram index can also serve (padded trigrams) and
 * which is what a person means by typing one or two letters.
 */
export function nameCondition(words: string[]): SQL {
  const key = sql`c.name_key`;
  const parts = words.map((word) =>
    [...word].length >= 3
      ? sql`${key} like '%' || search_fold(${word}::text) || '%'`
      : sql`${key} like '% ' || search_fold(${word}::text) || '%'`,
  );
  return sql.join(parts, sql` and `);
}

/** The condition on `c` for one list search, and the text its similarity is ranked by. */
export function listCondition(body: ListSearch): { where: SQL; rankText: string | null } {
  switch (body.type) {
    case 'name':
      return { where: nameCondition(nameWords(body.name)), rankText: body.name };
    case 'appointment':
      return {
        where: sql`c.id = (select a.client_id from appointments a
          where a.number = ${body.appointment_number}::text)`,
        rankText: null,
      };
    case 'dob': {
      const words = body.name ? nameWords(body.name) : [];
      const byDate = sql`c.date_of_birth = ${body.date_of_birth}::date`;
      return {
        where: words.length > 0 ? sql`${byDate} and ${nameCondition(words)}` : byDate,
        rankText: body.name ?? null,
      };
    }
  }
}

/** A stable prepared-statement name per shape of the condition (type and word count). */
export function statementName(body: ListSearch): string {
  if (body.type === 'appointment') return 'client_search_appointment';
  // One letter per word: its SQL differs for a long word (l) and a short one (s).
  const shape = (body.name ? nameWords(body.name) : [])
    .map((w) => ([...w].length >= 3 ? 'l' : 's'))
    .join('');
  return `client_search_${body.type}_${shape}`;
}

export interface ListAudit {
  staffId: string;
  method: ListSearch['type'];
  ip: string | null;
  userAgent: string | null;
}

/**
 * One statement: the matches (at most MATCH_CAP, plus today's visits at the searcher's stores),
 * ranked today-at-my-store first, then clients who have been at one of the searcher's stores,
 * then by how close the name is; the first ones with their visit today, last visit, consent
 * standing and the identity check of today's (else the next) visit here; and the
 * audit row (method and the ids listed, never the term), committed with the read. Visits are
 * looked up per match through appointments_client_idx (two probes each), never for the whole
 * store: a busy store's day costs the search nothing unless the cap left matches out.
 */
export function listSearchStatement(body: ListSearch, now: Date, audit: ListAudit): SQL {
  const { where, rankText } = listCondition(body);
  const score = rankText
    ? sql`similarity(c.name_key, search_fold(${rankText}::text))`
    : sql`0::real`;
  const at = sql`${now.toISOString()}::timestamptz`;
  // A store's "today" is its own calendar day: starts within a day either side (an index
  // range), then the date on the store's clock.
  const isToday = sql`a.starts_at > ${at} - interval '1 day' and a.starts_at < ${at} + interval '1 day'
    and (a.starts_at at time zone s.timezone)::date = (${at} at time zone s.timezone)::date`;
  const mine = sql`(select store_code from staff_stores where staff_id = ${audit.staffId}::uuid)`;
  return sql`
    with matched as (
      -- What ranking needs comes with the match: fetching each client again by id costs a
      -- random page read per candidate.
      select c.id, c.name_key, c.last_name, c.first_name from clients c
      where ${where} limit ${MATCH_CAP + 1}
    ), candidates as (
      select * from matched
      union
      -- Only run when the cap left matches out: otherwise they are all in "matched".
      select c.id, c.name_key, c.last_name, c.first_name from appointments a
      join stores s on s.code = a.store_code
      join clients c on c.id = a.client_id
      where (select count(*) from matched) > ${MATCH_CAP}
        and a.store_code in ${mine} and a.state <> 'cancelled' and ${isToday} and ${where}
    ), probed as (
      select c.id, c.name_key, c.last_name, c.first_name, t.id as today_id,
        t.number as today_number, t.starts_at as today_starts_at, t.store_code as today_store,
        t.id is not null or exists (select 1 from appointments a
          where a.client_id = c.id and a.store_code in ${mine}) as at_my_store
      from candidates c
      left join lateral (
        select a.id, a.number, a.starts_at, a.store_code from appointments a
        join stores s on s.code = a.store_code
        where a.client_id = c.id and a.store_code in ${mine} and a.state <> 'cancelled'
          and ${isToday}
        order by a.starts_at limit 1
      ) t on true
    ), ranked as (
      select c.*, row_number() over (
          order by c.today_id is null, not c.at_my_store, ${score} desc,
            c.last_name, c.first_name, c.id) as rank
      from probed c
    ), audit as (
      insert into audit_events (actor_type, actor_id, action, entity, outcome, data, ip, user_agent)
      select 'staff', ${audit.staffId}::uuid, 'client.search', 'client', 'success',
        jsonb_build_object('method', ${audit.method}::text,
          'result', case when count(*) > 0 then 'found' else 'not_found' end,
          'clients', coalesce(jsonb_agg(r.id order by r.rank)
            filter (where r.rank <= ${SEARCH_HITS_MAX}), '[]'::jsonb)),
        ${audit.ip}::text, ${audit.userAgent}::text
      from ranked r
    )
    select c.id, c.first_name, c.last_name, c.date_of_birth, c.email, c.mobile,
      r.today_number, r.today_starts_at, r.today_store,
      lv.starts_at as last_visit_at, lv.store_code as last_store, r.at_my_store,
      (select count(*) from matched) > ${MATCH_CAP} as capped,
      iv.verified_at as identity_verified_at,
      ct.granted_at as treatment_granted_at, ct.expires_at as treatment_expires_at,
      cp.granted_at as privacy_granted_at, cp.expires_at as privacy_expires_at
    from ranked r join clients c on c.id = r.id
    -- Without a visit today, the next one at the searcher's stores (appointments_client_idx).
    left join lateral (
      select a.id from appointments a
      where r.today_id is null and a.client_id = c.id and a.starts_at >= ${at}
        and a.state <> 'cancelled' and a.store_code in ${mine}
      order by a.starts_at limit 1
    ) nx on true
    -- "Identity checked" is for that visit, as in the day view: a check at an earlier visit does
    -- not spare this one (identity_verifications_client_idx).
    left join lateral (
      select max(v.verified_at) as verified_at from identity_verifications v
      where v.client_id = c.id and v.appointment_id = coalesce(r.today_id, nx.id)
    ) iv on true
    ${latestConsentJoins(sql`c.id`)}
    left join lateral (
      select a.starts_at, a.store_code from appointments a
      where a.client_id = c.id and a.starts_at <= ${at} and a.state <> 'cancelled'
      order by a.starts_at desc limit 1
    ) lv on true
    where r.rank <= ${SEARCH_HITS_MAX + 1}
    order by r.rank`;
}
