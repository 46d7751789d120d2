import { FORM_KINDS, STORE_CATALOGUE, STORE_CODES, type FormKind } from '../../shared/stores';

export interface FormRoute {
  path: string;
  kind: FormKind;
  storeCode: string;
  /** A catalogue version, or `latest` for the verification page. */
  version: string;
}

/**
 * The dynamic children of `/` (spec §2): `/{kind}/{store_code}/{version}` for each variant a
 * catalogue entry defines, plus `/verification/{store_code}/latest` for every store. A path that
 * is not here falls through to the 404 page.
 */
export function buildFormRoutes(): FormRoute[] {
  const routes: FormRoute[] = [];
  for (const entry of STORE_CATALOGUE) {
    for (const kind of FORM_KINDS) {
      if (!entry[kind]) continue;
      routes.push({
        path: `/${kind}/${entry.store_code}/${entry.version}`,
        kind,
        storeCode: entry.store_code,
        version: entry.version,
      });
    }
  }
  for (const storeCode of STORE_CODES) {
    routes.push({
      path: `/verification/${storeCode}/latest`,
      kind: 'verification',
      storeCode,
      version: 'latest',
    });
  }
  return routes;
}

let byPath: Map<string, FormRoute> | undefined;

/** The form route drawn at `pathname`, if the catalogue defines one there. */
export function findFormRoute(pathname: string): FormRoute | undefined {
  byPath ??= new Map(buildFormRoutes().map((route) => [route.path, route]));
  return byPath.get(pathname);
}
