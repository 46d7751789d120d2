import { useEffect, useState } from 'react';
import type { CatalogueEntryDto, CatalogueParams } from '../../shared/api/catalogue';
import { callApi } from '../api/endpoint';
import { i18next } from '../i18n/i18n';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; entry: CatalogueEntryDto }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** An answer asked for before the page that shows it was mounted; older ones are not used. */
const EARLY_MAX_AGE_MS = 30_000;

interface EarlyRequest {
  promise: Promise<CatalogueState>;
  settled?: CatalogueState;
  at: number;
}

const early = new Map<string, EarlyRequest>();
const keyOf = (storeCode: string, version: string) => `${storeCode}/${version}`;

async function requestEntry(storeCode: string, version: string): Promise<CatalogueState> {
  const envelope = await callApi(
    'GET /api/stores/:store_code/forms/:version',
    // The page's address may name any version: the server answers one it does not know.
    { params: { store_code: storeCode, version: version as CatalogueParams['version'] } },
    { quiet: true },
  );
  if (envelope.code === 0) return { status: 'ready', entry: envelope.data };
  if (envelope.code === 40400) return { status: 'missing' };
  return { status: 'failed', message: envelope.message };
}

function freshEarly(key: string): EarlyRequest | undefined {
  const request = early.get(key);
  if (request && Date.now() - request.at > EARLY_MAX_AGE_MS) early.delete(key);
  return early.get(key);
}

/**
 * A failure that came before the app catalog had its message key translated to itself; the
 * page translates it again once the catalog is there (a translated text stays as it is).
 */
function translated(state: CatalogueState): CatalogueState {
  return state.status === 'failed'
    ? { ...state, message: i18next.t(state.message, state.message) }
    : state;
}

/**
 * Asks for the catalogue entry before the page's code has arrived (at start-up, or from the
 * route's loader), so the answer and the code download side by side. The page's next mount
 * takes the answer instead of asking again; a second call while one is pending reuses it.
 */
export function preloadCatalogueEntry(storeCode: string, version: string): Promise<CatalogueState> {
  const key = keyOf(storeCode, version);
  const pending = freshEarly(key);
  if (pending) return pending.promise;
  const request: EarlyRequest = { promise: requestEntry(storeCode, version), at: Date.now() };
  void request.promise.then((state) => {
    request.settled = state;
  });
  early.set(key, request);
  return request.promise;
}

/**
 * An answer the page already has (carried by the server-rendered HTML, or found by the server
 * while rendering it): the page's first render uses it and asks the server no second time.
 */
export function seedCatalogueEntry(
  storeCode: string,
  version: string,
  state: CatalogueState,
): void {
  early.set(keyOf(storeCode, version), {
    promise: Promise.resolve(state),
    settled: state,
    at: Date.now(),
  });
}

/** The live catalogue entry for a store and version, as the server has it now. */
export function useCatalogueEntry(storeCode: string, version: string): CatalogueState {
  // An answer that came before the page's code lets the page draw the form at once.
  const [state, setState] = useState<CatalogueState>(() => {
    const settled = freshEarly(keyOf(storeCode, version))?.settled;
    return settled ? translated(settled) : { status: 'loading' };
  });
  useEffect(() => {
    let current = true;
    const key = keyOf(storeCode, version);
    const request = freshEarly(key);
    early.delete(key); // used once: a later visit asks the server again
    if (!request?.settled) setState({ status: 'loading' });
    void (request?.promise ?? requestEntry(storeCode, version)).then((next) => {
      // A ready answer is the first render's own object: React skips the second render.
      if (current) setState(request ? translated(next) : next);
    });
    return () => {
      current = false;
    };
  }, [storeCode, version]);
  return state;
}
