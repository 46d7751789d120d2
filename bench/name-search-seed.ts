import type pg from 'pg';

/**
 * 1,000,000 clients with names as a clinic group has them: 64 first names (some with accents)
 * and surnames built from three syllables (27,000 of them, ~37 clients each, so a surname has
 * namesakes and a first name matches ~15,600 clients), dates of birth over 70 years, verified
 * contacts, and one past visit each at one of five stores. One statement per table with
 * generate_series; the name index is built after the rows, as a restore would.
 */
const FIRST = [
  'Mohammed',
  'Ali',
  'Siân',
  'Aoife',
  'Zoë',
  'José',
  'María',
  'Chloé',
  'Björn',
  'Søren',
  'Malika',
  'Dilnoza',
  'Gulnora',
  'Anna',
  'James',
  'Oliver',
  'Amelia',
  'Isla',
  'Noah',
  'Leo',
  'Freya',
  'Ava',
  'Mia',
  'Ella',
  'Grace',
  'Lily',
  'Emily',
  'Jack',
  'Harry',
  'George',
  'Jacob',
  'Charlie',
  'Thomas',
  'Oscar',
  'William',
  'Henry',
  'Lucas',
  'Fatima',
  'Aisha',
  'Yusuf',
  'Omar',
  'Hana',
  'Yuki',
  'Wei',
  'Li',
  'Chen',
  'Priya',
  'Arjun',
  'Ravi',
  'Anya',
  'Ivan',
  'Olga',
  'Jürgen',
  'François',
  'Hélène',
  'Ángel',
  'Íñigo',
  'Łukasz',
  'Dvořák',
  'Ömer',
  'Çağla',
  'Niamh',
  'Eoin',
  'Saoirse',
];
const SYLLABLES = [
  [
    'Kar',
    'Bri',
    'Mor',
    'Fitz',
    'Mac',
    'Ó ',
    'Van ',
    'Del',
    'Ross',
    'Hal',
    'Ben',
    'Tor',
    'Lind',
    'Gar',
    'Wal',
    'Stan',
    'Ed',
    'Al',
    'Har',
    'Mel',
    'Kim',
    'Sar',
    'Nor',
    'Ash',
    'Win',
    'Bro',
    'Cal',
    'Dun',
    'Fer',
    'Gil',
  ],
  [
    'i',
    'a',
    'o',
    'e',
    'u',
    'ai',
    'ea',
    'ou',
    'ie',
    'oa',
    'an',
    'en',
    'in',
    'on',
    'un',
    'ar',
    'er',
    'ir',
    'or',
    'ur',
    'el',
    'il',
    'ol',
    'al',
    'ul',
    'ey',
    'ay',
    'oy',
    'ee',
    'oo',
  ],
  [
    'mova',
    'ain',
    'son',
    'ley',
    'ton',
    'ford',
    'well',
    'more',
    'wood',
    'field',
    'stein',
    'berg',
    'ski',
    'ova',
    'ez',
    'ini',
    'elli',
    'ard',
    'ick',
    'man',
    'sen',
    'qvist',
    'dóttir',
    'ović',
    'escu',
    'ian',
    'yan',
    'ishi',
    'moto',
    'ura',
  ],
];
export const CLIENTS = 1_000_000;
export const STORES = ['london', 'bb', 'IrfE2', 'N7tvv', 'dripdash'];

const literal = (values: string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

export async function seedNamedClients(raw: pg.Pool, staffId: string): Promise<void> {
  const [s1, s2, s3] = SYLLABLES.map(literal);
  const index = await raw.query<{ def: string }>(
    `select pg_get_indexdef('clients_name_key_trgm_idx'::regclass) as def`,
  );
  await raw.query('DROP INDEX clients_name_key_trgm_idx');
  await raw.query(`
    INSERT INTO clients (first_name, last_name, date_of_birth, email, email_verified_at, mobile,
      mobile_verified_at)
    SELECT (${literal(FIRST)})[1 + ((g::bigint * 7919) % ${FIRST.length})::int],
      (${s1})[1 + g % 30] || (${s2})[1 + (g / 30) % 30] || (${s3})[1 + (g / 900) % 30],
      date '1940-01-01' + ((g::bigint * 104729) % 25567)::int,
      'client' || g || '@bench.example', now(), '+4474' || lpad(g::text, 8, '0'), now()
    FROM generate_series(1, ${CLIENTS}) AS g`);
  await raw.query(index.rows[0]!.def);
  // One past visit each; the slot hour keeps every appointment of a store unique.
  await raw.query(
    `INSERT INTO appointments (number, client_id, store_code, service, starts_at, ends_at,
      booked_via, state)
    SELECT 'AP-N' || c.n, c.id, (${literal(STORES)})[1 + c.n % ${STORES.length}], 'iv_drip',
      timestamptz '2000-01-01' + c.n * interval '1 hour',
      timestamptz '2000-01-01' + c.n * interval '1 hour' + interval '1 hour', 'online', 'completed'
    FROM (SELECT id, row_number() OVER () AS n FROM clients) AS c`,
  );
  // Today at London, where the searching nurse works: 300 visits through the day.
  await raw.query(
    `INSERT INTO appointments (number, client_id, store_code, service, starts_at, ends_at,
      booked_via, booked_by_staff_id, state)
    SELECT 'AP-T' || c.n, c.id, 'london', 'iv_drip', now() + (c.n % 600) * interval '1 minute',
      now() + (c.n % 600) * interval '1 minute' + interval '1 hour', 'staff', $1::uuid,
      'not_started'
    FROM (SELECT id, row_number() OVER () AS n FROM clients TABLESAMPLE SYSTEM (0.1) LIMIT 300) AS c`,
    [staffId],
  );
  await raw.query(`INSERT INTO staff_stores (staff_id, store_code) VALUES ($1, 'london')`, [
    staffId,
  ]);
  // As a database that has been serving for a while: statistics, the visibility map and hint
  // bits set, and the load's dirty pages written out: otherwise the checkpoint the load brings
  // on writes them during the first measured rounds, and their p99 measures the disk.
  await raw.query('VACUUM ANALYZE');
  await raw.query('CHECKPOINT');
}
