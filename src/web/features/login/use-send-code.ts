import { useCallback, useState } from 'react';
import type { Envelope } from '../../../shared/api/envelope';
import { apiRequest } from '../../api/client';
import { useCooldown } from '../../ui/use-cooldown';

/** Seconds before "send the code again" is offered; codes stay valid for 10 minutes. */
export const RESEND_AFTER_SECONDS = 60;

/**
 * Sends a one-time code and counts down to when it may be sent again. The answer is always
 * "sent" whether or not an account exists (the server mails the owner instead).
 */
export function useSendCode(path: string) {
  const [sent, setSent] = useState(false);
  const [cooldown, startCooldown] = useCooldown(RESEND_AFTER_SECONDS);
  const send = useCallback(
    async (body: unknown): Promise<Envelope<unknown>> => {
      const envelope = await apiRequest(path, { method: 'POST', body, quiet: true });
      if (envelope.code === 0) {
        setSent(true);
        startCooldown();
      }
      return envelope;
    },
    [path, startCooldown],
  );
  return { sent, setSent, cooldown, send };
}
