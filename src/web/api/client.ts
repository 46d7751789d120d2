import { ERROR_CODES } from '../../shared/api/error-codes';
import type { Envelope } from '../../shared/api/envelope';
import { i18next } from '../i18n/i18n';
import { dismissErrorToasts, showToast } from '../ui/toast-store';
import { trackRequest } from './activity';

/** Spec §9: every request gives up after 150 s. */
export const REQUEST_TIMEOUT_MS = 150_000;

/**
 * The three back ends of spec §7. They are one server today, so all default to this origin;
 * a deployment that splits them sets VITE_*_API_URL at build time.
 */
export const API_BASES = {
  nurse: import.meta.env.VITE_NURSE_API_URL ?? '',
  crm: import.meta.env.VITE_CRM_API_URL ?? '',
  doctor: import.meta.env.VITE_DOCTOR_API_URL ?? '',
} as const;
export type ApiBase = keyof typeof API_BASES;

export interface RequestOptions {
  base?: ApiBase;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** No loading overlay (background saves, session checks). */
  background?: boolean;
  /** No error toast: the caller shows the error itself (e.g. next to a field). */
  quiet?: boolean;
  timeoutMs?: number;
}

/** Returns true when it has handled the error itself, so no toast is shown for it. */
type Listener = (envelope: Envelope<unknown>) => boolean | void;
const errorListeners = new Set<Listener>();

/** Lets the app react to errors centrally (e.g. an expired session sends the person to /login). */
export function onApiError(listener: Listener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

let csrfToken: string | null = null;

/**
 * The session's CSRF token (from GET /api/session or a sign-in answer). The server refuses a
 * cookie-authenticated mutation without it; a cross-site form cannot read or send it.
 */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/**
 * The CSRF header for a mutation sent outside apiRequest: an upload through XMLHttpRequest,
 * the only browser API that reports upload progress.
 */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { 'x-csrf-token': csrfToken } : {};
}

function failure(code: number, messageKey: string): Envelope<null> {
  return { code: code as Envelope<null>['code'], message: messageKey, data: null };
}

async function send(path: string, options: RequestOptions): Promise<Envelope<unknown>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  try {
    const response = await fetch(`${API_BASES[options.base ?? 'crm']}${path}`, {
      method,
      credentials: 'same-origin',
      signal: controller.signal,
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method !== 'GET' && csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    try {
      return (await response.json()) as Envelope<unknown>;
    } catch {
      // A proxy's HTML error page or an empty answer: not our envelope.
      return response.status >= 500
        ? failure(ERROR_CODES.unavailable, 'errors.unavailable')
        : failure(ERROR_CODES.internal, 'errors.internal');
    }
  } catch {
    // Offline, DNS failure, connection reset, or our own timeout (spec §7: code 99999).
    return failure(ERROR_CODES.network, 'errors.network');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls the API and always resolves to an envelope; it never throws. `message` of a failed
 * envelope is translated before it is returned, so callers can show it as is.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const work = send(path, options);
  const envelope = await (options.background ? work : trackRequest(work));
  if (envelope.code !== 0) {
    const translated = { ...envelope, message: i18next.t(envelope.message, envelope.message) };
    let handled = false;
    for (const listener of errorListeners) handled = listener(translated) === true || handled;
    if (!options.quiet && !handled) showToast('error', translated.message);
    return translated as Envelope<T>;
  }
  // Something the person did has now worked: an earlier failure's toast is out of date.
  if (!options.background && (options.method ?? 'POST') !== 'GET' && options.body !== undefined) {
    dismissErrorToasts();
  }
  return envelope as Envelope<T>;
}
