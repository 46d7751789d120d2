/**
 * What the server can tell of a visitor from the request alone, without reading anything
 * personal (decision 040): whether any sign-in or fill-link cookie came with it, and whether the
 * address names a link. The server computes them (plugins/ssr-pages.ts); a server-drawn page
 * uses them to draw its final first screen (web/ssr/visitor-facts.tsx).
 */
export interface VisitorFacts {
  /** Neither a session cookie nor a fill grant came with the request. */
  signedOut?: boolean;
  /** The address carries a link's code, or the mark a taken code leaves (link-address.ts). */
  linkInAddress?: boolean;
}
