import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { seedStaff, signedIn } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';

interface ReceivedMail {
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
/** A real SMTP server on loopback: the app's nodemailer transport talks to it over TCP. */
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

/** The text part of a simple mail, with quoted-printable undone. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'clinic@test.local' });
  await seedStaff(ctx.database.db, { email: 'mailer@clinic.test', role: 'practitioner' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('codes by real SMTP', () => {
  it('mails a sign-in code and signs in with the code read from the received mail', async () => {
    const send = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/code/send',
      payload: { channel: 'email', email: 'mailer@clinic.test' },
    });
    expect(send.json().data).toEqual({ sent: true });
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['mailer@clinic.test']);
    expect(mail.raw).toMatch(/^From: clinic@test\.local/m);
    expect(mail.raw).toMatch(/^Subject: Clinic Intake: Your sign-in code/m);
    const code = /code is (\d{6})\./.exec(bodyOf(mail.raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Delivered by SMTP, so nothing is left in the outbox table.
    const [left] = await ctx.database.db.select({ n: count() }).from(outbox);
    expect(left!.n).toBe(0);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/code/login',
      payload: { channel: 'email', email: 'mailer@clinic.test', code },
    });
    expect(signedIn(login).csrf).toBeTruthy();
  });
});
