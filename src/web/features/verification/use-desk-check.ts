import { useCallback, useState } from 'react';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { DeskVerifyData } from '../../../shared/api/verification';
import { callApi } from '../../api/endpoint';
import type { DeskCode } from './desk-code';

export type DeskState =
  | { status: 'idle' }
  | { status: 'ok'; input: DeskCode; data: DeskVerifyData }
  | { status: 'expired' }
  | { status: 'error'; message: string };

/** POST /api/verification/desk: checks a code without using up the link. */
export function useDeskCheck() {
  const [state, setState] = useState<DeskState>({ status: 'idle' });
  const check = useCallback(async (input: DeskCode) => {
    // The outcome is shown beside the code (DeskResult), so no toast repeats it.
    const envelope = await callApi('POST /api/verification/desk', { body: input }, { quiet: true });
    if (envelope.code === 0) setState({ status: 'ok', input, data: envelope.data });
    else if (envelope.code === ERROR_CODES.linkExpired) setState({ status: 'expired' });
    else setState({ status: 'error', message: envelope.message });
  }, []);
  function markVerified() {
    setState((s) => (s.status === 'ok' ? { ...s, data: { ...s.data, verified: true } } : s));
  }
  return { state, check, markVerified, reset: () => setState({ status: 'idle' }) };
}
