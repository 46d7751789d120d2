import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { testSigningIdentity } from '../../../test-support/test-app';
import { createSelfSignedIdentity } from './self-signed';
import { loadSigningIdentity } from './signing-identity';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'record-signing-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the record signing key and certificate', () => {
  it('refuses to start production without them, saying which variables to set', async () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dir, LINK_TOKEN_KEYS: `k:${'a'.repeat(44)}` };
    await expect(loadConfig(env)).rejects.toThrow(
      /RECORD_SIGNING_KEY and RECORD_SIGNING_CERT must be set in production/,
    );
  });

  it('takes them from the environment, also with \\n written for line breaks', async () => {
    const pair = testSigningIdentity();
    const identity = await loadSigningIdentity({
      env: {
        RECORD_SIGNING_KEY: pair.keyPem.replaceAll('\n', '\\n'),
        RECORD_SIGNING_CERT: pair.certPem,
      },
      dataDir: dir,
      mayGenerate: false,
    });
    expect(identity.certPem.trim()).toBe(pair.certPem.trim());
  });

  it('refuses a key that is not the certificate’s, or only one of the two', async () => {
    const other = createSelfSignedIdentity('other');
    const env = {
      RECORD_SIGNING_KEY: other.keyPem,
      RECORD_SIGNING_CERT: testSigningIdentity().certPem,
    };
    await expect(loadSigningIdentity({ env, dataDir: dir, mayGenerate: false })).rejects.toThrow(
      'RECORD_SIGNING_KEY is not the key of RECORD_SIGNING_CERT',
    );
    await expect(
      loadSigningIdentity({
        env: { RECORD_SIGNING_KEY: other.keyPem },
        dataDir: dir,
        mayGenerate: true,
      }),
    ).rejects.toThrow('must be set together');
    await expect(
      loadSigningIdentity({
        env: { RECORD_SIGNING_KEY: 'nonsense', RECORD_SIGNING_CERT: other.certPem },
        dataDir: dir,
        mayGenerate: false,
      }),
    ).rejects.toThrow('RECORD_SIGNING_KEY is not an unencrypted PEM private key');
  });

  it('outside production generates a pair once into DATA_DIR (0600) and keeps it', async () => {
    const first = await loadSigningIdentity({ env: {}, dataDir: dir, mayGenerate: true });
    const file = path.join(dir, 'record-signing.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadSigningIdentity({ env: {}, dataDir: dir, mayGenerate: true });
    expect(again).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8')).certPem).toBe(first.certPem);
  });
});
