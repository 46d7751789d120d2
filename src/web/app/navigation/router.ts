import { Redirect } from './route-signals';
import { assignRouteIds, matchRoutes, type RouteMatch, type RouteObject } from './route-match';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed over (`navigate(to, { state })`). */
  state: unknown;
  /** Different for each visit to an entry of the history. */
  key: string;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** Each matched route's loader answer, by route id. */
  loaderData: Record<string, unknown>;
  /** What a matched route's loader threw, by route id; null when none did. */
  errors: Record<string, unknown> | null;
  /** False until the first page's loaders and code are in (a client-drawn start). */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Where the router reads and writes the address: the browser's history, or a fixed one. */
export interface History {
  current(): Location;
  write(location: Location, mode: 'push' | 'replace'): void;
  listen(onPop: () => void): () => void;
  origin: string;
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  /** Runs the loaders and loads the code of `to`, then shows it. */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** Runs the current page's loaders again. */
  revalidate(): Promise<void>;
  /** Loads the current address; resolves once it shows, or with where a loader sent it. */
  load(): Promise<{ redirectedTo?: string }>;
  dispose(): void;
}

/** More redirects than this in one navigation is a loop. */
const MAX_REDIRECTS = 10;

let keys = 0;
export const newKey = () => `${Date.now().toString(36)}${(keys++).toString(36)}`;

export function locationOf(to: string, origin: string, state: unknown = null): Location {
  const url = new URL(to, origin);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: newKey() };
}

const lazies = new WeakMap<RouteObject, Promise<void>>();

/** Loads a lazy route's screen once and puts it on the route (a route without `lazy` has it). */
export function loadRouteCode(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let loading = lazies.get(route);
  if (!loading) {
    loading = lazy().then((module) => {
      Object.assign(route, module, { lazy: undefined });
    });
    lazies.set(route, loading);
  }
  return loading;
}

/**
 * The app's router: each navigation runs every matched route's loader (the guard on the root
 * runs on all of them) and loads the matched screens' code, in parallel, and only then writes
 * the address and shows the new page. A newer navigation supersedes one still loading; a
 * loader's redirect takes the navigation's place in the history.
 */
export function createRouter(
  routes: RouteObject[],
  history: History,
  hydrationData?: { loaderData: Record<string, unknown> },
): Router {
  assignRouteIds(routes);
  const listeners = new Set<() => void>();
  const location = history.current();
  let state: RouterState = {
    location,
    matches: matchRoutes(routes, location.pathname) ?? [],
    loaderData: hydrationData?.loaderData ?? {},
    errors: null,
    initialized: false,
  };
  // Drawn by the server: the page shows as it was, with the server's loader answers.
  if (hydrationData && state.matches.every(({ route }) => !route.lazy)) {
    state = { ...state, initialized: true };
  }
  let current = 0;

  const commit = (next: RouterState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };

  async function go(
    target: Location,
    mode: 'push' | 'replace' | 'none',
    redirects = 0,
  ): Promise<{ redirectedTo?: string }> {
    const id = ++current;
    const matches = matchRoutes(routes, target.pathname) ?? [];
    const href = target.pathname + target.search + target.hash;
    const request = new Request(new URL(href, history.origin));
    const loaderData: Record<string, unknown> = {};
    let errors: Record<string, unknown> | null = null;
    let redirectTo: string | undefined;
    await Promise.all(
      matches.map(async ({ route, params }) => {
        try {
          const [answer] = await Promise.all([
            route.loader?.({ request, params }),
            loadRouteCode(route),
          ]);
          if (answer instanceof Redirect) redirectTo ??= answer.to;
          else loaderData[route.id!] = answer;
        } catch (error) {
          if (error instanceof Redirect) redirectTo ??= error.to;
          else errors = { ...errors, [route.id!]: error };
        }
      }),
    );
    if (id !== current) return {};
    if (redirectTo !== undefined) {
      if (redirects >= MAX_REDIRECTS) throw new Error(`too many redirects to ${redirectTo}`);
      const next = locationOf(redirectTo, history.origin);
      const outcome = await go(next, mode === 'push' ? 'push' : 'replace', redirects + 1);
      return { redirectedTo: outcome.redirectedTo ?? redirectTo };
    }
    if (mode !== 'none') history.write(target, mode);
    commit({ location: target, matches, loaderData, errors, initialized: true });
    return {};
  }

  const unlisten = history.listen(() => void go(history.current(), 'none'));

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      const target = locationOf(to, history.origin + state.location.pathname, options.state);
      await go(target, options.replace ? 'replace' : 'push');
    },
    async revalidate() {
      await go(state.location, 'none');
    },
    load: () => go(state.location, 'none'),
    dispose: unlisten,
  };
}
