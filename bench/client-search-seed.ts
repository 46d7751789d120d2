import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { createStaff } from '../src/server/services/staff-admin';

export const STAFF = { email: 'nurse@bench.example', password: 'bench-pass-42' };
export const emailOf = (i: number) => `client${i}@bench.example`;
export const mobileOf = (i: number) => `+4474${String(i).padStart(8, '0')}`;

/**
 * `count` clients for the search benchmark, each with two appointments (one done, one booked
 * by a member of staff) and a treatment and a privacy consent, so a search gathers a real
 * client info table, not an empty one; and the nurse who searches. Through drizzle, so the
 * same statements seed PostgreSQL and the embedded database.
 */
export async function seedSearchClients(db: Db, count: number): Promise<{ seconds: number }> {
  const start = performance.now();
  // One statement each with generate_series: far faster than row-by-row inserts.
  await db.execute(
    sql.raw(`
      INSERT INTO clients (first_name, last_name, email, email_verified_at, mobile,
        mobile_verified_at, created_at, updated_at)
      SELECT 'First' || g, 'Last' || g, 'client' || g || '@bench.example', now(),
        '+4474' || lpad(g::text, 8, '0'), now(), now(), now()
      FROM generate_series(1, ${count}) AS g`),
  );
  const staff = await createStaff(db, () => new Date(), {
    name: 'Bench Nurse',
    email: STAFF.email,
    role: 'nurse',
    password: STAFF.password,
  });
  // Distinct hours keep each slot unique (the double-booking index) across the appointments.
  await db.execute(sql`
    INSERT INTO appointments (number, client_id, store_code, service, starts_at, ends_at,
      booked_via, booked_by_staff_id, state, created_at, updated_at)
    SELECT 'AP-B' || c.n || '-' || k, c.id, 'london', 'iv_drip',
      timestamptz '2000-01-01' + ((c.n * 2 + k) * interval '1 hour'),
      timestamptz '2000-01-01' + ((c.n * 2 + k) * interval '1 hour') + interval '1 hour',
      CASE WHEN k = 0 THEN 'online' ELSE 'staff' END,
      CASE WHEN k = 1 THEN ${staff.id}::uuid END,
      CASE WHEN k = 0 THEN 'completed' ELSE 'not_started' END, now(), now()
    FROM (SELECT id, row_number() OVER () AS n FROM clients) AS c, generate_series(0, 1) AS k`);
  await db.execute(sql`
    INSERT INTO consents (client_id, kind, granted_at, expires_at)
    SELECT id, kind, now() - interval '30 days', now() + interval '335 days'
    FROM clients, unnest(array['treatment', 'privacy']) AS kind`);
  // As a database that has been serving for a while: statistics, the visibility map and hint
  // bits set, and the load's dirty pages written out: otherwise the checkpoint the load brings
  // on writes them during the first measured rounds, and their p99 measures the disk.
  await db.execute(sql`VACUUM ANALYZE`);
  await db.execute(sql`CHECKPOINT`);
  return { seconds: (performance.now() - start) / 1000 };
}
