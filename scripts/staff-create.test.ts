import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/server/auth/passwords';
import { openDatabase } from '../src/server/db/client';
import { staff } from '../src/server/db/schema';

const root = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'staff-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs `npm run staff:create`'s command with the password piped on standard input. */
function run(args: string[], stdin: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff-create.ts', ...args], {
      cwd: root,
      // The embedded database in a temp DATA_DIR, whatever DATABASE_URL the suite runs with.
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (out += String(chunk)));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin);
  });
}

describe('npm run staff:create', () => {
  it('creates an account with a piped password, and refuses a common one', async () => {
    const ok = await run(
      ['--role', 'nurse', '--email', 'Cli@Clinic.test', '--name', 'Cli Nurse'],
      'saline-drip-7\n',
    );
    expect(ok.out).toContain('Created nurse cli@clinic.test');
    expect(ok.code).toBe(0);
    const weak = await run(
      ['--role', 'admin', '--email', 'weak@clinic.test', '--name', 'W'],
      'password1\n',
    );
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('password: auth.commonPassword');
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select().from(staff);
      expect(rows.map((r) => [r.email, r.role])).toEqual([['cli@clinic.test', 'nurse']]);
      expect(await verifyPassword(rows[0]!.passwordHash, 'saline-drip-7')).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
