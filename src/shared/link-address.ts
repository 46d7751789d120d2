/**
 * How a link's address names the link. A QR code or message opens
 * `/verification/{store}/{version}?code=…`; once the page has taken the code (kept for this tab
 * only), the address shows `from=link` instead, so the code is not left on a shared screen and a
 * reload is still known to be a link's, by the server too.
 */
export const LINK_CODE_PARAM = 'code';
const MARK_PARAM = 'from';
const MARK_VALUE = 'link';

/** The address carries a link's code or the mark a taken code leaves. */
export function addressNamesLink(params: URLSearchParams): boolean {
  return params.has(LINK_CODE_PARAM) || params.get(MARK_PARAM) === MARK_VALUE;
}

/** The address with its code replaced by the mark. */
export function markLinkTaken(params: URLSearchParams): void {
  params.delete(LINK_CODE_PARAM);
  params.set(MARK_PARAM, MARK_VALUE);
}

/**
 * The address parameter that opens a page in a language (the route guard, the server's render
 * and the app's start all read it before any stored choice).
 */
export const LANGUAGE_PARAM = 'lang';

/**
 * A page's address that opens in `language` on any device: every link sent to a client
 * carries her language, so a phone that never saw the product opens it in hers. Added last,
 * so the address still ends with a letter (decision 043) and a link's code keeps its place.
 */
export function inLanguage(address: string, language: string): string {
  return `${address}${address.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${encodeURIComponent(language)}`;
}
