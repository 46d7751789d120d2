import path from 'node:path';
import { loadSecrets, type Secrets } from './secrets';
import {
  loadSigningIdentity,
  type SigningIdentity,
} from './services/documents/signing/signing-identity';
import { SIGNATURES_PER_IP_PER_MINUTE } from './services/forms/signature-allowance';
import type { CheckPoolOptions } from './services/uploads/check-pool';
import { loadCheckSettings } from './services/uploads/check-settings';
import { MISSED_JOB_INTERVAL_MS } from './services/appointments/missed-job';
import {
  loadVerificationSettings,
  type VerificationSettings,
} from './services/verification/settings';

export type Environment = 'development' | 'test' | 'production';

export interface Config {
  env: Environment;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  webDist: string;
  /** The server's render of the client routes' first screens (`vite build --ssr`). */
  ssrDist: string;
  secrets: Secrets;
  /** The clinic group's key and certificate that sign every stored record PDF. */
  recordSigning: SigningIdentity;
  /** nodemailer connection URL (`smtp://user:pass@host:587`); unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  /** The From address of every mail. */
  mailFrom: string;
  /** Generic HTTPS SMS provider: POST JSON `{to, text}` with a bearer token; unset: outbox. */
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** Link lifetimes (issue 6); optional so test configs fall back to the defaults. */
  verification?: VerificationSettings;
  /**
   * How often the in-process job marks appointments missed (issue 4). 0 leaves the job off:
   * the test config does that, so tests that move their clock see no state change they did not
   * ask for.
   */
  missedJobIntervalMs: number;
  /**
   * One-time codes one IP address may have sent per hour, across every purpose and address; a
   * clinic's tablets share one public address. Optional so test configs fall back to 30.
   */
  codeSendsPerIp?: number;
  /** Check workers for uploads and signatures; unset keeps the defaults (check-pool.ts). */
  uploadChecks?: CheckPoolOptions;
  /** Signature images one IP address may have decoded per minute; unset: 60. */
  signaturesPerIpPerMinute?: number;
}

function toEnvironment(value: string | undefined): Environment {
  return value === 'production' || value === 'test' ? value : 'development';
}

function toPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, got "${value}"`);
  }
  return n;
}

function toPort(value: string | undefined, fallback: number): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** Reads configuration from the environment; every variable is listed in the README. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const environment = toEnvironment(env.NODE_ENV);
  const port = toPort(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    env: environment,
    port,
    host: env.HOST ?? 'localhost',
    dataDir,
    databaseUrl,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? (environment === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    webDist: path.resolve(env.WEB_DIST ?? 'dist/web'),
    ssrDist: path.resolve(env.SSR_DIST ?? 'dist/ssr'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Clinic Intake <no-reply@localhost>',
    smsHttpUrl: env.SMS_HTTP_URL || undefined,
    smsHttpToken: env.SMS_HTTP_TOKEN || undefined,
    verification: loadVerificationSettings(env),
    missedJobIntervalMs: MISSED_JOB_INTERVAL_MS,
    codeSendsPerIp: toPositiveInteger(
      'CODE_SENDS_PER_IP_PER_HOUR',
      env.CODE_SENDS_PER_IP_PER_HOUR,
      30,
    ),
    uploadChecks: loadCheckSettings(env),
    signaturesPerIpPerMinute: toPositiveInteger(
      'SIGNATURES_PER_IP_PER_MINUTE',
      env.SIGNATURES_PER_IP_PER_MINUTE,
      SIGNATURES_PER_IP_PER_MINUTE,
    ),
    secrets: await loadSecrets({
      env,
      dataDir,
      // Generated secrets are for machines that own their data: the embedded database, or a
      // developer's own PostgreSQL. Production must bring its secrets from the environment.
      mayGenerate: !databaseUrl || environment !== 'production',
    }),
    // A self-signed certificate says nothing to a reader outside the clinic: production always
    // brings the group's own pair, whatever its database.
    recordSigning: await loadSigningIdentity({
      env,
      dataDir,
      mayGenerate: environment !== 'production',
    }),
  };
}
