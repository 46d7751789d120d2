import type http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { clients, staff } from '../src/server/db/schema';
import { lookupClientWithAudit } from '../src/server/services/clients/client-lookup-query';
import type { SearchBaseline } from './client-search-baseline';
import { emailOf, mobileOf, STAFF } from './client-search-seed';
import { post } from './http-post';

export type SearchTask = (i: number) => Promise<void>;

/**
 * The three ways the search benchmark looks up client `i` (of `count`): the API as a desk asks
 * it, the same lookup as raw SQL, and the app's own statement without HTTP or session (what the
 * API adds on top). Even requests search by email, odd ones by mobile, on every side.
 */
export async function searchSides(options: {
  agent: http.Agent;
  port: number;
  baseline: SearchBaseline;
  count: number;
}): Promise<{ apiSearch: SearchTask; rawLookup: SearchTask; statement: SearchTask }> {
  const { agent, port, baseline, count } = options;
  const login = await post(
    agent,
    port,
    '/api/auth/login',
    JSON.stringify({ account: STAFF.email, password: STAFF.password }),
  );
  const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
  const csrf = (JSON.parse(login.body) as { data: { csrfToken: string } }).data.csrfToken;
  const [nurse] = await baseline.db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.email, STAFF.email));
  const pick = (i: number) => 1 + ((i * 7919) % count);

  const rawLookup = async (i: number) => {
    const found =
      i % 2 === 0
        ? await baseline.query('SELECT * FROM clients WHERE lower(email) = $1 LIMIT 1', [
            emailOf(pick(i)),
          ])
        : await baseline.query('SELECT * FROM clients WHERE mobile = $1 LIMIT 1', [
            mobileOf(pick(i)),
          ]);
    if (found !== 1) throw new Error('raw lookup failed');
  };
  const apiSearch = async (i: number) => {
    const body =
      i % 2 === 0
        ? { type: 'email', email: emailOf(pick(i)).toUpperCase() }
        : { type: 'mobile', country: 'GB', mobile: `074${mobileOf(pick(i)).slice(5)}` };
    const r = await post(agent, port, '/api/clients/search', JSON.stringify(body), {
      cookie,
      'x-csrf-token': csrf,
    });
    if (r.status !== 200 || !r.body.includes('"found"'))
      throw new Error(`search failed: ${r.status}`);
  };
  const statement = async (i: number) => {
    const byEmail = i % 2 === 0;
    const found = await lookupClientWithAudit(baseline.db, {
      name: byEmail ? 'client_lookup_email' : 'client_lookup_mobile',
      where: byEmail
        ? sql`lower(${clients.email}) = ${emailOf(pick(i))}`
        : sql`${clients.mobile} = ${mobileOf(pick(i))}`,
      verified: byEmail
        ? sql`${clients.emailVerifiedAt} is not null`
        : sql`${clients.mobileVerifiedAt} is not null`,
      audit: {
        actorType: 'staff',
        actorId: nurse!.id,
        action: 'client.search',
        entity: 'client',
        outcomeWhenMissing: 'success',
        data: { method: byEmail ? 'email' : 'mobile' },
        ip: '127.0.0.1',
        userAgent: null,
      },
    });
    if (found.status !== 'found') throw new Error('statement lookup failed');
  };
  return { apiSearch, rawLookup, statement };
}
