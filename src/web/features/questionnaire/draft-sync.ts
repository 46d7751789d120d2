import { useEffect, useRef, useState } from 'react';
import { useMatches } from '../../app/navigation';
import type { SessionInfo } from '../../../shared/api/auth';
import type { FormPurpose } from '../../../shared/api/forms';
import { toLanguage } from '../../../shared/languages';
import type { Answers, Template } from './engine';
import { callApi } from '../../api/endpoint';

/** Spec: save as the client types, about a second after typing stops. */
export const SERVER_SAVE_DELAY_MS = 1_000;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** What the status line says: nothing yet, saving, saved on the server, or kept on this device. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'local';

interface ServerDraftOptions {
  template: Template;
  storeCode: string;
  purpose: FormPurpose;
  language: string;
  /** The answers without signatures (drafts never carry them). */
  answers: Answers;
  draftToken: string | undefined;
  /** This device already had the draft: no need to fetch the server's copy. */
  hadLocalDraft: boolean;
  onToken: (token: string) => void;
  onRemote: (answers: Answers) => void;
}

function isSignedIn(matches: ReturnType<typeof useMatches>): boolean {
  const session = matches[0]?.data as SessionInfo | undefined;
  return session?.authenticated === true;
}

/**
 * Keeps the server's draft in step with the answers: background requests (no overlay, no
 * toast), one at a time, the newest answers winning. A failure leaves the device copy, and the
 * next change or the return of the network saves again.
 */
export function useServerDraft(options: ServerDraftOptions): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const signedIn = isSignedIn(useMatches());
  const latest = useRef(options);
  latest.current = options;
  // Nothing to send until the client changes something (or a device copy was never sent).
  const lastSaved = useRef<string | null>(
    options.hadLocalDraft ? null : JSON.stringify(options.answers),
  );
  const inFlight = useRef<Promise<void> | null>(null);
  const [online, setOnline] = useState(0);

  // A signed-in client on a new device continues their latest draft from the server.
  useEffect(() => {
    const { template, hadLocalDraft, draftToken } = latest.current;
    if (hadLocalDraft || (!signedIn && !draftToken)) return;
    void callApi(
      'GET /api/forms/drafts',
      {
        query: {
          template_id: template.id,
          version: template.version,
          draft_token: draftToken || undefined,
        },
      },
      { background: true, quiet: true },
    ).then((envelope) => {
      if (envelope.code === 0 && envelope.data) {
        lastSaved.current = JSON.stringify(envelope.data.answers);
        latest.current.onRemote(envelope.data.answers);
      }
    });
  }, [signedIn]);

  useEffect(() => {
    const back = () => setOnline((n) => n + 1);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);

  const serialized = JSON.stringify(options.answers);
  useEffect(() => {
    if (serialized === lastSaved.current) return;
    if (Object.keys(latest.current.answers).length === 0) return;
    const timer = setTimeout(() => {
      const save = async (): Promise<void> => {
        if (inFlight.current) await inFlight.current;
        const current = latest.current;
        const body = JSON.stringify(current.answers);
        if (body === lastSaved.current) return;
        setStatus('saving');
        const token =
          current.draftToken && TOKEN.test(current.draftToken) ? current.draftToken : undefined;
        const envelope = await callApi(
          'PUT /api/forms/drafts',
          {
            body: {
              template_id: current.template.id,
              version: current.template.version,
              ...(current.storeCode ? { store_code: current.storeCode } : {}),
              locale: toLanguage(current.language),
              purpose: current.purpose,
              answers: current.answers,
              ...(token ? { draft_token: token } : {}),
            },
          },
          { background: true, quiet: true },
        );
        if (envelope.code === 0) {
          lastSaved.current = body;
          if (envelope.data.draft_token) current.onToken(envelope.data.draft_token);
          setStatus(JSON.stringify(latest.current.answers) === body ? 'saved' : 'saving');
        } else {
          setStatus('local');
        }
      };
      const work = save().finally(() => {
        if (inFlight.current === work) inFlight.current = null;
      });
      inFlight.current = work;
    }, SERVER_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serialized, online]);

  return status;
}
