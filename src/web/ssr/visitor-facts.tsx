import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { VisitorFacts } from '../../shared/visitor-facts';

export type { VisitorFacts };

const Facts = createContext<VisitorFacts>({});

/** The facts, on the first screen only: a page mounted later finds none and asks the server. */
export function useVisitorFacts(): VisitorFacts {
  return useContext(Facts);
}

/**
 * Gives the server's facts (shared/visitor-facts.ts) to the first render (the server's and the hydrating browser's, so
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
