import { describe, expect, it } from 'vitest';
import { safeErrorLog, statementName } from './safe-error-log';

describe('statementName', () => {
  it.each([
    ['insert into "form_submissions" ("id", "answers") values ($1, $2)', 'insert form_submissions'],
    ['update "staff" set "password_hash" = $1 where "staff"."id" = $2', 'update staff'],
    ['delete from "sessions" where "sessions"."id" = $1', 'delete sessions'],
    [
      'select "id", (extract(epoch from "last_seen_at")) from "sessions" left join "staff" on true',
      'select sessions',
    ],
    [
      "select 'from patients' as x from \"clients\" where note = 'insert into secrets'",
      'select clients',
    ],
    ['select (select 1 from "audit_events") from "public"."clients"', 'select clients'],
    ['begin', 'begin'],
  ])('%s → %s', (sql, name) => {
    expect(statementName(sql)).toBe(name);
  });
});

describe('safeErrorLog', () => {
  it('keeps class, code, statement and frames, never the message', () => {
    const cause = Object.assign(new Error('value "Zelda" violates'), { code: '23505' });
    const error = Object.assign(
      new Error('Failed query: insert into "clients" ("name") values ($1)\nparams: Zelda'),
      { query: 'insert into "clients" ("name") values ($1)', params: ['Zelda'], cause },
    );
    const logged = safeErrorLog(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505', statement: 'insert clients' });
    expect(JSON.stringify(logged)).not.toContain('Zelda');
    expect(logged.stack?.split('\n').every((line) => line.startsWith('    at '))).toBe(true);
  });

  it('uses the name a named prepared statement carries', () => {
    const error = Object.assign(new Error('x'), { query: 'with a as (select 1) select 1' });
    Object.defineProperty(error, 'statementName', { value: 'client_lookup_email' });
    expect(safeErrorLog(error).statement).toBe('client_lookup_email');
  });

  it('drops a code that is not a code', () => {
    expect(safeErrorLog(Object.assign(new Error('x'), { code: 'zelda@example.test' })).code).toBe(
      undefined,
    );
  });
});
