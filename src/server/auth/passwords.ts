import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum or stronger (DESIGN.md "Stack"). Raising any number here makes
 * every older hash be re-hashed at its owner's next successful sign-in.
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// `Algorithm` is an ambient const enum, unusable with isolatedModules; 2 is Argon2id.
const ARGON2ID = 2;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { ...ARGON2_PARAMS, algorithm: ARGON2ID });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

/** True when the stored hash is not argon2id or was made with weaker parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return (
    m! < ARGON2_PARAMS.memoryCost || t! < ARGON2_PARAMS.timeCost || p! < ARGON2_PARAMS.parallelism
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs a full verify against a throwaway hash, so a sign-in for an account that does not exist
 * takes as long as one for an account that does (no timing oracle for account existence).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-0');
  await verifyPassword(await dummyHash, password);
  return false;
}
