import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * What the server could tell of the visitor from the request alone, without reading anything
 * personal: whether any sign-in or fill-link cookie came with it, and whether the address names
 * a link. A server-drawn page uses them to draw its final first screen ("sign in", "open your
 * link") instead of a loading line the browser would replace a second later.
 */
export interface VisitorFacts {
  /** Neither a session cookie nor a fill grant came with the request. */
  signedOut?: boolean;
  /** The address carries a link's code, or the mark a taken code leaves (link-code.ts). */
  linkInAddress?: boolean;
}

const Facts = createContext<VisitorFacts>({});

/** The facts, on the first screen only: a page mounted later finds none and asks the server. */
export function useVisitorFacts(): VisitorFacts {
  return useContext(Facts);
}

/**
 * Gives the server's facts to the first render (the server's and the hydrating browser's, so
 * both draw the same markup), then withdraws them: a page opened later in this tab may follow a
 * sign-in, so what the first request showed no longer holds. Children read them in their first
 * render, and their effects run before this one.
 */
export function VisitorFactsProvider({
  facts,
  children,
}: {
  facts: VisitorFacts | undefined;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<VisitorFacts>(facts ?? {});
  useEffect(() => setCurrent({}), []);
  return <Facts.Provider value={current}>{children}</Facts.Provider>;
}
