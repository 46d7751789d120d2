import { useCallback, useContext, useMemo } from 'react';
import type { Params } from './route-match';
import type { Location, NavigateOptions } from './router';
import { RouteContext, RouteErrorContext, useRouter } from './router-context';

export function useLocation(): Location {
  return useRouter().state.location;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const { router } = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

/** The loader answer of the route this component is drawn under. */
export function useLoaderData<T>(): T {
  const { state } = useRouter();
  const { match } = useContext(RouteContext);
  return (match ? state.loaderData[match.route.id!] : undefined) as T;
}

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  data: unknown;
  loaderData: unknown;
}

/** Every matched route, root first, with its loader answer. */
export function useMatches(): UIMatch[] {
  const { state } = useRouter();
  return state.matches.map(({ route, params, pathname }) => ({
    id: route.id!,
    pathname,
    params,
    data: state.loaderData[route.id!],
    loaderData: state.loaderData[route.id!],
  }));
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The address's query, and a way to change it (a new history entry unless `replace`). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { router, state } = useRouter();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { pathname, search: now } = router.state.location;
      const init = typeof next === 'function' ? next(new URLSearchParams(now)) : next;
      const query = new URLSearchParams(init).toString();
      void router.navigate(pathname + (query ? `?${query}` : ''), options);
    },
    [router],
  );
  return [params, set];
}
