/**
 * Creates a staff account from the shell (there is no default password, ever):
 *
 *   echo 'a-good-pass-1' | npm run staff:create -- --role nurse --email x@y --name "Name"
 *
 * The password comes from standard input (typed hidden at a terminal, or piped) and passes the
 * same rules as the admin screen. Uses DATABASE_URL, or the embedded database in DATA_DIR
 * (stop the server first: the embedded database has one user at a time).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaffBody } from '../src/shared/api/auth';
import { systemClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { AppError } from '../src/server/http/app-error';
import { parseInput } from '../src/server/http/validate';
import { recordAudit } from '../src/server/services/audit';
import { createStaff } from '../src/server/services/staff-admin';
import { readPassword } from './read-password';

/** English for the message keys this command can print (the web app translates them itself). */
const EXPLAIN: Record<string, string> = {
  'auth.enterPassword': 'no password was given on standard input',
  'auth.passwordTooShort': 'at least 6 characters',
  'auth.passwordTooLong': 'at most 128 characters',
  'auth.passwordNeedsLetter': 'needs a letter',
  'auth.passwordNeedsDigit': 'needs a digit',
  'auth.commonPassword': 'one of the most common passwords; choose another',
  'staff.emailInUse': 'another staff account has this email',
  'staff.mobileInUse': 'another staff account has this mobile',
  'validation.required': 'required',
  'validation.invalidEmail': 'not an email address',
  'validation.invalidMobile': 'not a valid mobile number (give --country for a local number)',
  'validation.invalidCountry': 'a two-letter country code such as GB',
  'validation.invalidFormat': 'invalid value',
};
const explain = (key: string) => (EXPLAIN[key] ? `${key} (${EXPLAIN[key]})` : key);

const USAGE =
  'usage: npm run staff:create -- --role admin|practitioner|nurse --email x@y --name "Name" ' +
  '[--mobile "07400 123456" --country GB]   (password on standard input)';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      mobile: { type: 'string' },
      country: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const password = await readPassword('Password for the new account: ');
  const input = parseInput(createStaffBody, { ...values, name: values.name ?? '', password });

  const config = await loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    await database.migrate();
    const row = await createStaff(database.db, systemClock, input);
    await recordAudit(database.db, {
      actorType: 'system',
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      outcome: 'success',
      data: { role: row.role, via: 'cli' },
    });
    console.log(`Created ${row.role} ${row.email} (id ${row.id}). They can sign in now.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AppError && error.fields?.length) {
      for (const field of error.fields) console.error(`${field.path}: ${explain(field.message)}`);
    } else if (error instanceof AppError) {
      console.error(explain(error.messageKey));
    } else {
      console.error('staff:create failed:', error instanceof Error ? error.message : error);
    }
    console.error(USAGE);
    process.exit(1);
  },
);
