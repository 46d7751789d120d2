import { useEffect, useState } from 'react';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { VerifyEncodeDetailData } from '../../../shared/api/verification';
import { callApi } from '../../api/endpoint';
import { useVisitorFacts } from '../../ssr/visitor-facts';
import { takeLinkCode } from './link-code';
import { isLinkUsed } from './link-used';

export type LinkCheck =
  | { status: 'loading' }
  /** Opened without a code: the page says how to get here with one. */
  | { status: 'none' }
  | { status: 'valid'; code: string; data: VerifyEncodeDetailData }
  | { status: 'expired' }
  | { status: 'invalid' }
  /** A genuine link that was already used (the identity confirmed, the forms sent). */
  | { status: 'used' }
  | { status: 'failed'; message: string };

/**
 * Checks the link this page was opened with (POST /api/mform/verify_encode_detail). A first
 * screen the server drew for an address that names no link starts at 'none', as the server
 * drew it; a code this tab kept from an earlier load is still checked.
 */
export function useLinkCheck(store: string) {
  const facts = useVisitorFacts();
  const [code] = useState(() => takeLinkCode(store));
  const [state, setState] = useState<LinkCheck>(() =>
    facts.linkInAddress === false ? { status: 'none' } : { status: 'loading' },
  );
  useEffect(() => {
    if (!code) {
      setState({ status: 'none' });
      return;
    }
    setState((now) => (now.status === 'none' ? { status: 'loading' } : now));
    let current = true;
    // Every outcome has its own screen or message on the page: no toast repeats it.
    void callApi(
      'POST /api/mform/verify_encode_detail',
      { body: { code, store } },
      { quiet: true },
    ).then((envelope) => {
      if (!current) return;
      if (envelope.code === 0) setState({ status: 'valid', code, data: envelope.data });
      else if (envelope.code === ERROR_CODES.linkExpired) setState({ status: 'expired' });
      else if (isLinkUsed(envelope)) setState({ status: 'used' });
      else if (envelope.code === ERROR_CODES.linkInvalid) setState({ status: 'invalid' });
      else setState({ status: 'failed', message: envelope.message });
    });
    return () => {
      current = false;
    };
  }, [code, store]);
  const confirmed = (data: VerifyEncodeDetailData) =>
    code && setState({ status: 'valid', code, data });
  return { state, confirmed };
}
