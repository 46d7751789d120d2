import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { createMessenger } from './messenger';
import { languageFor } from './messages';
import { httpSmsTransport } from './transports';

interface Hit {
  headers: IncomingMessage['headers'];
  body: unknown;
}

const hits: Hit[] = [];
let status = 202;
/** A stand-in SMS gateway on loopback: a real HTTP server receiving the provider's POST. */
const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += String(chunk)));
  req.on('end', () => {
    hits.push({ headers: req.headers, body: JSON.parse(body) });
    res.statusCode = status;
    res.end('{}');
  });
});
let url: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const silentLog = { error: () => undefined } as never;

describe('HTTP SMS provider', () => {
  it('POSTs JSON {to, text} with the bearer token, in the recipient language', async () => {
    const messenger = createMessenger({
      transports: { sms: httpSmsTransport(url, 'secret-token'), email: async () => undefined },
      publicUrl: 'https://clinic.example',
      log: silentLog,
    });
    await messenger.send('sms', '+33612345678', 'loginCode', languageFor(null, 'fr'), '123456');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.headers.authorization).toBe('Bearer secret-token');
    expect(hits[0]!.headers['content-type']).toBe('application/json');
    expect(hits[0]!.body).toEqual({
      to: '+33612345678',
      text: expect.stringContaining('Votre code de connexion Clinic Intake est 123456'),
    });
  });

  it('turns a refused send into auth.sendFailed (503) without leaking details', async () => {
    status = 500;
    const errors: unknown[] = [];
    const messenger = createMessenger({
      transports: { sms: httpSmsTransport(url, undefined), email: async () => undefined },
      publicUrl: 'https://clinic.example',
      log: { error: (entry: unknown) => errors.push(entry) } as never,
    });
    const failure = await messenger
      .send('sms', '+33612345678', 'loginCode', languageFor(null, 'en'), '654321')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).messageKey).toBe('auth.sendFailed');
    expect(JSON.stringify(errors)).not.toContain('654321');
    expect(JSON.stringify(errors)).not.toContain('+33612345678');
  });
});
