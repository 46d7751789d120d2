import type { FastifyRequest } from 'fastify';
import type { ClientSearchHit, ClientSearchResult } from '../../../shared/api/clients';
import { SEARCH_HITS_MAX } from '../../../shared/api/client-search';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { executeNamed } from '../../db/named-query';
import { consentOfColumns, type ConsentColumns } from '../consent-columns';
import { maskEmail, maskMobile } from '../verification/mask';
import { listSearchStatement, statementName, type ListSearch } from './client-list-query';

interface HitRow extends ConsentColumns {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  email: string | null;
  mobile: string | null;
  today_number: string | null;
  today_starts_at: string | Date | null;
  today_store: string | null;
  last_visit_at: string | Date | null;
  last_store: string | null;
  at_my_store: boolean;
  capped: boolean;
  identity_verified_at: string | Date | null;
}

/** Both drivers answer timestamps inside CTEs as text or Date; the API speaks ISO 8601 UTC. */
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** A date column as YYYY-MM-DD whichever way the driver decoded it. */
const day = (value: string | Date | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : iso(value)!.slice(0, 10);

function toHit(row: HitRow, now: Date): ClientSearchHit {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    date_of_birth: day(row.date_of_birth),
    email_masked: maskEmail(row.email),
    mobile_masked: maskMobile(row.mobile),
    last_visit_at: iso(row.last_visit_at),
    store_code: row.today_store ?? row.last_store,
    today:
      row.today_number && row.today_starts_at && row.today_store
        ? {
            number: row.today_number,
            starts_at: iso(row.today_starts_at)!,
            store_code: row.today_store,
          }
        : null,
    at_my_store: row.at_my_store,
    consent: consentOfColumns(row, now),
    identity_verified_at: iso(row.identity_verified_at),
  };
}

/**
 * Search by name, appointment number or date of birth (decision 025): group-wide, as identity
 * search is (DESIGN.md), ranked for the member of staff who searches; one statement reads and
 * writes the audit row. The hits carry no record: opening one is GET /api/clients/:id.
 */
export async function searchClientList(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: ListSearch,
): Promise<ClientSearchResult> {
  const now = ctx.clock();
  const rows = await executeNamed<HitRow>(
    ctx.db,
    statementName(body),
    listSearchStatement(body, now, {
      staffId: session.user.id,
      method: body.type,
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    }),
    // Planning this statement for its values costs ~2 ms on every call and buys nothing: the
    // generic plan is the same trigram index scan and the same per-match probes.
    { genericPlan: true },
  );
  const hits = rows.slice(0, SEARCH_HITS_MAX).map((row) => toHit(row, now));
  return {
    status: hits.length > 0 ? 'found' : 'not_found',
    message: hits.length > 0 ? 'clients.found' : 'clients.noInformation',
    switch_to: null,
    client: null,
    hits,
    more: rows.length > SEARCH_HITS_MAX || rows.some((r) => r.capped),
  };
}
