import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSelfSignedIdentity } from './self-signed';

/** The clinic group's key and certificate that sign every stored record PDF (PEM). */
export interface SigningIdentity {
  keyPem: string;
  certPem: string;
}

const FILE_NAME = 'record-signing.json';

/**
 * `RECORD_SIGNING_KEY` and `RECORD_SIGNING_CERT` (PEM; `\n` may be written as the two characters
 * `\n` for one-line environment files). Without them, and only when allowed (outside
 * production), a self-signed pair is generated once into DATA_DIR/record-signing.json (0600).
 */
export async function loadSigningIdentity(options: {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  mayGenerate: boolean;
}): Promise<SigningIdentity> {
  const key = options.env.RECORD_SIGNING_KEY;
  const cert = options.env.RECORD_SIGNING_CERT;
  if (key || cert) {
    if (!key || !cert) {
      throw new Error('RECORD_SIGNING_KEY and RECORD_SIGNING_CERT must be set together');
    }
    return checkIdentity({ keyPem: unescapeNewlines(key), certPem: unescapeNewlines(cert) });
  }
  if (!options.mayGenerate) {
    throw new Error(
      'RECORD_SIGNING_KEY and RECORD_SIGNING_CERT must be set in production: every stored record ' +
        'PDF is signed with them (see README, "Configuration")',
    );
  }
  return readOrCreate(options.dataDir);
}

const unescapeNewlines = (pem: string) => pem.replaceAll('\\n', '\n').trim() + '\n';

/** Refuses at start what would fail at the first signature: unreadable PEM, a key of another certificate, RSA only. */
export function checkIdentity(identity: SigningIdentity): SigningIdentity {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(identity.certPem);
  } catch {
    throw new Error('RECORD_SIGNING_CERT is not a PEM X.509 certificate');
  }
  let key;
  try {
    key = createPrivateKey(identity.keyPem);
  } catch {
    throw new Error('RECORD_SIGNING_KEY is not an unencrypted PEM private key');
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new Error('RECORD_SIGNING_KEY must be an RSA key (the CMS signer signs RSA only)');
  }
  const fromKey = createPublicKey(key).export({ type: 'spki', format: 'der' });
  const fromCert = cert.publicKey.export({ type: 'spki', format: 'der' });
  if (!fromKey.equals(fromCert)) {
    throw new Error('RECORD_SIGNING_KEY is not the key of RECORD_SIGNING_CERT');
  }
  // node-forge reads PKCS#1 and PKCS#8 alike once Node has normalised it.
  return {
    keyPem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certPem: identity.certPem,
  };
}

async function readOrCreate(dataDir: string): Promise<SigningIdentity> {
  const file = path.join(dataDir, FILE_NAME);
  try {
    return checkIdentity(JSON.parse(await readFile(file, 'utf8')) as SigningIdentity);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const identity = createSelfSignedIdentity('Clinic Intake record signing (self-signed)');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    // `wx` refuses to overwrite a pair another process wrote meanwhile; then that one is used.
    await writeFile(file, JSON.stringify(identity, null, 2), { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readOrCreate(dataDir);
}
