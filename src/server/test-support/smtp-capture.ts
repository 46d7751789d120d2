import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface MimePart {
  headers: string;
  filename: string | null;
  contentType: string;
  body: Buffer;
}

/** A real SMTP server on loopback: the app's nodemailer transport talks to it over TCP. */
export async function startSmtpCapture(): Promise<{
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A letter with a PDF and a Bundle attached is larger than a code.
    size: 20 * 1024 * 1024,
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decode(headers: string, body: string): Buffer {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(text, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a multipart mail (nested multiparts walked), decoded. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n\s+/g, ' ');
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (!boundary || !/content-type:\s*multipart\//i.test(headers)) {
    const contentType = /content-type:\s*([^;\s]+)/i.exec(headers)?.[1] ?? 'text/plain';
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null;
    return [{ headers, filename, contentType, body: decode(headers, body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
}
