import { STORE_CATALOGUE } from '../../shared/stores';

/** The newest catalogue entry of a store that has a medical form (as the server's form link). */
export function medicalFormPath(storeCode: string): string | null {
  const entries = STORE_CATALOGUE.filter((e) => e.store_code === storeCode && e.mf);
  const newest = entries.sort((a, b) => b.version.localeCompare(a.version))[0];
  return newest ? `/mf/${newest.store_code}/${newest.version}` : null;
}
