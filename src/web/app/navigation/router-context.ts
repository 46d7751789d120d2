import { createContext, useContext } from 'react';
import type { RouteMatch } from './route-match';
import type { Router, RouterState } from './router';

export const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

/** The route a component is drawn under, and what its `<Outlet />` shows. */
export const RouteContext = createContext<{ match?: RouteMatch; outlet: React.ReactNode }>({
  outlet: null,
});

export const RouteErrorContext = createContext<unknown>(undefined);

export function useRouter(): { router: Router; state: RouterState } {
  const value = useContext(RouterContext);
  if (!value) throw new Error('used outside <RouterProvider>');
  return value;
}
