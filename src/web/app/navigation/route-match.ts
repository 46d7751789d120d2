import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

/**
 * A route of the app: a path (absolute, `:name` segments, or `*` for the rest), or `index` for
 * its parent's own path; a loader run on every navigation to it; its screen, given or loaded
 * lazily; what shows when it (or a route below it) fails.
 */
export interface RouteObject {
  id?: string;
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  loader?: (args: LoaderFunctionArgs) => unknown;
  lazy?: () => Promise<{ Component: ComponentType }>;
  errorElement?: ReactNode;
  /** Shown while the first page of a client-drawn start is loading. */
  HydrateFallback?: ComponentType;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

/** Gives every route an id by its place in the tree ("0", "0-3"), unless it has one. */
export function assignRouteIds(routes: RouteObject[], parent?: string): void {
  routes.forEach((route, index) => {
    route.id ??= parent === undefined ? String(index) : `${parent}-${index}`;
    if (route.children) assignRouteIds(route.children, route.id);
  });
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The params of `pattern` in `pathname`, or null when it does not match. Static segments match
 * without regard to case, and a trailing slash is ignored.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The chain of routes, root first, that shows `pathname`: among siblings the first in the
 * order given that matches (so a `*` route goes last), or null when none does.
 */
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
): RouteMatch[] | null {
  const pathname = typeof location === 'string' ? location : location.pathname;
  for (const route of routes) {
    const found = matchRoute(route, pathname);
    if (found) return found;
  }
  return null;
}

function matchRoute(route: RouteObject, pathname: string): RouteMatch[] | null {
  if (route.index) {
    return segmentsOf(pathname).length === 0 ? [{ route, params: {}, pathname: '/' }] : null;
  }
  if (route.children) {
    // A parent's path is a prefix of its children's (the app's parent is the root, "/").
    const below = matchRoutes(route.children, pathname);
    if (!below) return null;
    return [{ route, params: below.at(-1)!.params, pathname: '/' }, ...below];
  }
  const params = route.path === undefined ? null : matchPath(route.path, pathname);
  return params ? [{ route, params, pathname }] : null;
}
