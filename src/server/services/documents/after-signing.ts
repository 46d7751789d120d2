import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { clients, stores } from '../../db/schema';
import { recordAudit } from '../audit';
import { languageFor } from '../messages';
import { queueDocumentJob, queueRecordPdf } from './document-jobs';
import { createDocumentLink } from './document-link';

export interface SignedQuestionnaire {
  submissionId: string;
  clientId: string;
  appointmentId: string;
  storeCode: string;
}

/**
 * After a client's questionnaire is committed: its PDF is queued, and the client's verified
 * contact (email first, else mobile) gets the confirmation with a signed download link, in her
 * language (the one she just signed in, when she signed it herself). Both run off the request,
 * one after the other; a failed message is logged, never the submit's failure.
 */
export function afterQuestionnaireSigned(ctx: AppContext, signed: SignedQuestionnaire): void {
  queueRecordPdf(ctx, { kind: 'client_copy', submissionId: signed.submissionId });
  // Sent once: a retry could send the message twice.
  queueDocumentJob(ctx, 'confirmation', () => sendConfirmation(ctx, signed), []);
}

async function sendConfirmation(ctx: AppContext, signed: SignedQuestionnaire): Promise<void> {
  const [client] = await ctx.db
    .select({
      email: clients.email,
      emailVerifiedAt: clients.emailVerifiedAt,
      mobile: clients.mobile,
      mobileVerifiedAt: clients.mobileVerifiedAt,
      preferredLanguage: clients.preferredLanguage,
      store: { language: stores.language },
    })
    .from(clients)
    .leftJoin(stores, eq(stores.code, signed.storeCode))
    .where(eq(clients.id, signed.clientId));
  if (!client) return;
  const channel =
    client.email && client.emailVerifiedAt
      ? ({ channel: 'email', to: client.email } as const)
      : client.mobile && client.mobileVerifiedAt
        ? ({ channel: 'sms', to: client.mobile } as const)
        : undefined;
  if (!channel) return;
  const link = await createDocumentLink(ctx, signed);
  const language = languageFor(client, undefined, client.store);
  await ctx.messenger.send(channel.channel, channel.to, 'documentReady', language, undefined, {
    link: link.url,
  });
  await recordAudit(ctx.db, {
    actorType: 'system',
    actorId: null,
    action: 'documents.link.send',
    entity: 'form_submission',
    entityId: signed.submissionId,
    outcome: 'success',
    data: { channel: channel.channel, language },
  });
}
