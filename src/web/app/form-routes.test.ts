import { describe, expect, it } from 'vitest';
import { STORE_CATALOGUE, STORE_CODES } from '../../shared/stores';
import { buildFormRoutes, findFormRoute } from './form-routes';

describe('dynamic form routes', () => {
  const routes = buildFormRoutes();
  const paths = new Set(routes.map((r) => r.path));

  it('registers /verification/{store}/latest for every store', () => {
    for (const code of STORE_CODES) expect(paths.has(`/verification/${code}/latest`)).toBe(true);
  });

  it('registers a route for each variant each catalogue entry defines', () => {
    expect(paths.has('/mf/london/20231027')).toBe(true);
    expect(paths.has('/new/london/20240926')).toBe(true);
    expect(paths.has('/medical/dripdash/20250528')).toBe(true);
    expect(paths.has('/mf/xwP5X/20231107')).toBe(true);
    // The 2023 UK form has no "new" page; the US store has no UK form.
    expect(paths.has('/new/london/20231027')).toBe(false);
    expect(paths.has('/mf/xwP5X/20231027')).toBe(false);
  });

  it('has no duplicate paths and one route per defined variant', () => {
    const defined = STORE_CATALOGUE.reduce(
      (n, e) => n + [e.mf, e.detail, e.medical, e.verification, e.new].filter(Boolean).length,
      0,
    );
    expect(routes).toHaveLength(defined + STORE_CODES.length);
    expect(paths.size).toBe(routes.length);
  });

  it('finds the route of a path the catalogue defines, and nothing for one it does not', () => {
    expect(findFormRoute('/new/london/20240926')).toEqual({
      path: '/new/london/20240926',
      kind: 'new',
      storeCode: 'london',
      version: '20240926',
    });
    expect(findFormRoute('/verification/london/latest')?.kind).toBe('verification');
    expect(findFormRoute('/new/london/20231027')).toBeUndefined();
    expect(findFormRoute('/mf/nope/1')).toBeUndefined();
    expect(findFormRoute('/verification/london/1')).toBeUndefined();
  });
});
