import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { PdfSigner } from './services/documents/signing/pdf-signer';
import type { Messenger } from './services/messenger';

/** What services and guards need, built once in buildApp and handed to each route file. */
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  messenger: Messenger;
  /** Signs every stored record PDF with the group's key (config.recordSigning). */
  pdfSigner: PdfSigner;
  log: FastifyBaseLogger;
}
