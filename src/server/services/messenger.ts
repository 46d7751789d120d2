import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../http/app-error';
import { safeErrorLog } from '../http/safe-error-log';
import { renderMessage, type MessageKind, type MessageLanguage } from './messages';
import type { MessageParams } from './messages/types';
import type { MailAttachment, OutgoingMessage, Transport } from './transports';

export type Channel = OutgoingMessage['channel'];

export interface Messenger {
  send(
    channel: Channel,
    to: string,
    kind: MessageKind,
    /** From `languageFor` (or `clinicLanguage` for the GP): never a request's own language. */
    language: MessageLanguage,
    code?: string,
    /** Booking and form-link messages: appointment number, local time, clinic, form link. */
    extra?: Pick<
      MessageParams,
      'number' | 'when' | 'link' | 'clinic' | 'address' | 'patient' | 'born' | 'gp' | 'practitioner'
    > & { attachments?: MailAttachment[] },
  ): Promise<void>;
}

/** Renders a message in the recipient's language and hands it to the channel's transport. */
export function createMessenger(options: {
  transports: Record<Channel, Transport>;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Messenger {
  return {
    async send(channel, to, kind, language, code, extra) {
      const { attachments, ...params } = extra ?? {};
      const rendered = renderMessage(kind, language, { ...params, code, url: options.publicUrl });
      try {
        await options.transports[channel]({
          channel,
          to,
          ...rendered,
          ...(attachments ? { attachments } : {}),
        });
      } catch (error) {
        // Transport errors can quote the recipient in their message: never logged.
        options.log.error({ channel, kind, err: safeErrorLog(error) }, 'message delivery failed');
        throw new AppError('unavailable', undefined, 'auth.sendFailed');
      }
    },
  };
}
