import { LINK_CODE_PARAM, markLinkTaken } from '../../../shared/link-address';

/**
 * The link's code: read from `?code=` once, kept for this tab only (spec "encode value") so a
 * reload still works, and replaced in the visible address by a mark (shared/link-address.ts) so
 * it is not left on a shared screen.
 */
const KEY = 'encodeValue';

interface Stored {
  store: string;
  code: string;
}

export function takeLinkCode(store: string): string | null {
  // The server's render of the page never sees a code (the first render shows none either).
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get(LINK_CODE_PARAM);
  if (fromUrl) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ store, code: fromUrl } satisfies Stored));
    } catch {
      // Storage off (private mode): the code still works until the page is reloaded.
    }
    markLinkTaken(url.searchParams);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && stored.store === store ? stored.code : null;
  } catch {
    return null;
  }
}
