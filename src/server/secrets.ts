import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod } from 'node:fs/promises';
import path from 'node:path';

export interface SigningKey {
  /** Key id, carried in every token so keys can rotate. */
  kid: string;
  secret: Buffer;
}

export interface Secrets {
  /** Keys for link tokens (QR codes, form links); the first one signs, all of them verify. */
  linkTokenKeys: SigningKey[];
}

interface StoredSecrets {
  linkTokenKeys: { kid: string; secret: string }[];
}

const FILE_NAME = 'secrets.json';

/**
 * `LINK_TOKEN_KEYS` is `kid:base64secret[,kid:base64secret...]`, newest first. Without it, and
 * when allowed, secrets are generated once into DATA_DIR/secrets.json with mode 0600.
 */
export async function loadSecrets(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  mayGenerate: boolean;
}): Promise<Secrets> {
  const fromEnv = options.env.LINK_TOKEN_KEYS;
  if (fromEnv) return { linkTokenKeys: parseKeys(fromEnv) };
  if (!options.mayGenerate) {
    throw new Error('LINK_TOKEN_KEYS must be set in production (see README, "Configuration")');
  }
  return readOrCreate(options.dataDir);
}

export function parseKeys(value: string): SigningKey[] {
  const keys = value.split(',').map((part) => {
    const [kid, secret] = part.trim().split(':');
    if (!kid || !secret) throw new Error('LINK_TOKEN_KEYS entries look like kid:base64secret');
    const bytes = Buffer.from(secret, 'base64');
    if (bytes.length < 32) throw new Error(`LINK_TOKEN_KEYS key "${kid}" needs 32 bytes or more`);
    return { kid, secret: bytes };
  });
  return keys;
}

async function readOrCreate(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, FILE_NAME);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
    return {
      linkTokenKeys: stored.linkTokenKeys.map((k) => ({
        kid: k.kid,
        secret: Buffer.from(k.secret, 'base64'),
      })),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const stored: StoredSecrets = {
    linkTokenKeys: [
      { kid: randomBytes(4).toString('hex'), secret: randomBytes(32).toString('base64') },
    ],
  };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // `wx` refuses to overwrite a file another process wrote meanwhile.
  await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return readOrCreate(dataDir);
}
