import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../router';
import { matchPath, matchRoutes, type RouteObject } from './route-match';

describe('matchPath', () => {
  it('captures named segments, decoded', () => {
    expect(matchPath('/mf/:storeCode/:version', '/mf/london/2024%2009')).toEqual({
      storeCode: 'london',
      version: '2024 09',
    });
  });

  it('ignores case and a trailing slash, but not a missing or an extra segment', () => {
    expect(matchPath('/login', '/LOGIN/')).toEqual({});
    expect(matchPath('/mf/:store/:version', '/mf/london')).toBeNull();
    expect(matchPath('/rf', '/rf/extra')).toBeNull();
  });

  it('gives a star the rest of the path', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
  });
});

describe('matchRoutes', () => {
  const screen = () => null;
  const routes: RouteObject[] = [
    {
      path: '/',
      Component: screen,
      children: [
        { index: true },
        { path: '/login', Component: screen },
        { path: '/mf/:storeCode/:version', Component: screen },
        { path: '*', Component: screen },
      ],
    },
  ];

  it('answers the chain from the root, with the deepest route’s params', () => {
    const matches = matchRoutes(routes, '/mf/london/latest')!;
    expect(matches.map((m) => m.route)).toEqual([routes[0], routes[0]!.children![2]]);
    expect(matches[0]!.params).toEqual({ storeCode: 'london', version: 'latest' });
  });

  it('takes the index route for the parent’s own path and the star for anything unknown', () => {
    expect(matchRoutes(routes, '/')!.at(-1)!.route.index).toBe(true);
    expect(matchRoutes(routes, '/nowhere')!.at(-1)!.route.path).toBe('*');
  });

  it('matches every screen of the app to its own route, not the 404 page', () => {
    const app = buildRoutes();
    for (const path of ['/login', '/today', '/admin/audit', '/rf', '/mf/london/20240926']) {
      const last = matchRoutes(app, path)!.at(-1)!.route;
      expect(last.path, path).not.toBe('*');
    }
    expect(matchRoutes(app, '/mf/london')!.at(-1)!.route.path).toBe('*');
  });
});
