import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { writeToOutbox } from './outbox';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** Lower-case email or E.164 mobile. */
  to: string;
  subject: string;
  text: string;
  /** Files sent with an email (the GP letter's record PDF and FHIR Bundle). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Hands one message to whatever delivers it: SMTP, the SMS provider, or the outbox table. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await mailer.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.attachments ? { attachments: message.attachments } : {}),
    });
  };
}

/**
 * A generic HTTPS SMS gateway: `POST SMS_HTTP_URL` with JSON `{to, text}` and
 * `Authorization: Bearer SMS_HTTP_TOKEN`; any 2xx answer means accepted.
 */
export function httpSmsTransport(url: string, token: string | undefined): Transport {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
  };
}

export function outboxTransport(db: Db, clock: Clock, log: FastifyBaseLogger): Transport {
  return async (message) => {
    const id = await writeToOutbox(db, clock, message);
    // Never the address or the text: the text may hold a code.
    log.info(
      { outboxId: id, channel: message.channel },
      'message written to the outbox table (no transport configured); developers read it at /dev/outbox',
    );
  };
}

/** The transport for each channel, from configuration: a real one when set, else the outbox. */
export function transportsFromConfig(
  config: Config,
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
): Record<OutgoingMessage['channel'], Transport> {
  const outbox = outboxTransport(db, clock, log);
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : outbox,
    sms: config.smsHttpUrl ? httpSmsTransport(config.smsHttpUrl, config.smsHttpToken) : outbox,
  };
}
