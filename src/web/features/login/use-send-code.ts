import { useCallback, useState } from 'react';
import type { EndpointInput } from '../../../shared/api/endpoints';
import type { Envelope } from '../../../shared/api/envelope';
import { callApi } from '../../api/endpoint';
import { useCooldown } from '../../ui/use-cooldown';

/** Seconds before "send the code again" is offered; codes stay valid for 10 minutes. */
export const RESEND_AFTER_SECONDS = 60;

/**
 * Sends a one-time code and counts down to when it may be sent again. The answer is always
 * "sent" whether or not an account exists (the server mails the owner instead).
 */
/** The endpoints that send a one-time code to a person: each always answers `{sent: true}`. */
export type SendCodeKey =
  | 'POST /api/auth/code/send'
  | 'POST /api/mform/sendEmailRegisterCode'
  | 'POST /api/mform/sendMobileRegisterCode';

export function useSendCode(key: SendCodeKey) {
  const [sent, setSent] = useState(false);
  const [cooldown, startCooldown] = useCooldown(RESEND_AFTER_SECONDS);
  const send = useCallback(
    async (body: EndpointInput<SendCodeKey>['body']): Promise<Envelope<unknown>> => {
      const envelope = await callApi(key, { body }, { quiet: true });
      if (envelope.code === 0) {
        setSent(true);
        startCooldown();
      }
      return envelope;
    },
    [key, startCooldown],
  );
  return { sent, setSent, cooldown, send };
}
