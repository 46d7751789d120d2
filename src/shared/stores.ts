/**
 * The store catalogue: which questionnaire variant each store uses for each form version
 * (spec §2 "Store-to-variant table"). It seeds the `stores` and `store_forms` tables and builds
 * the web app's dynamic routes. The database copy is authoritative at run time (admins may
 * change it); this file is the shipped default. See docs/decisions/002-store-catalogue.md for
 * the inferences made where the spec is silent.
 */

export const FORM_VERSIONS = [
  '20231027',
  '20231107',
  '20240402',
  '20240902',
  '20240926',
  '20250528',
] as const;
export type FormVersion = (typeof FORM_VERSIONS)[number];

/** Route groups that a catalogue entry can fill (spec §2, "Routes"). */
export const FORM_KINDS = ['mf', 'detail', 'medical', 'verification', 'new'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface StoreFormEntry {
  store_code: string;
  version: FormVersion;
  mf?: string;
  detail?: string;
  medical?: string;
  verification?: string;
  new?: string;
}

export interface Store {
  code: string;
  name: string;
  brand: string;
  timezone: string;
}

export const STORE_CODES = [
  '2EK0L',
  '3rzSk',
  'bb',
  'capetown',
  'de',
  'democopy',
  'Elite',
  'h7xdj',
  'iCnPz',
  'IrfE2',
  'IwLSm',
  'jpjUX',
  'Kap6x',
  'london',
  'm3958',
  'N7tvv',
  'dripdash',
  'nHkiC',
  'nT4qn',
  'repcM',
  'ruhKM',
  'Vhrbe',
  'WNext',
  'xb5TN',
  'Xfvty',
  'xwP5X',
  'YHbYE',
  'yvgaJ',
  'zYx43',
  'OqDbF',
  'mhQms',
  'pXqdq',
  '9z1xs',
  'ThmN0',
  'test1',
  'test2',
  'test3',
  'test4',
  'test5',
  'test6',
] as const;

/** Stores whose name, brand or time zone differ from the group default. */
const STORE_DETAILS: Record<string, Partial<Store>> = {
  london: { name: 'London' },
  capetown: { name: 'Cape Town', timezone: 'Africa/Johannesburg' },
  de: { name: 'Berlin', timezone: 'Europe/Berlin' },
  democopy: { name: 'Demo copy' },
  Elite: { name: 'Elite', brand: 'elite' },
  dripdash: { name: 'DripDash', brand: 'dripdash' },
  xwP5X: { name: 'New York', timezone: 'America/New_York' },
  bb: { name: 'BB' },
};

export function storeOf(code: string): Store {
  const details = STORE_DETAILS[code] ?? {};
  return {
    code,
    name: details.name ?? (code.startsWith('test') ? `Test ${code.slice(4)}` : `Clinic ${code}`),
    brand: details.brand ?? 'ivclinic',
    timezone: details.timezone ?? 'Europe/London',
  };
}

export const STORES: readonly Store[] = STORE_CODES.map(storeOf);

/** Every form page in the group uses the same verification page. */
const VERIFICATION = 'verification';
const UK_20240926_STORES = ['bb', 'IrfE2', 'london', 'N7tvv', 'dripdash'];

function buildCatalogue(): StoreFormEntry[] {
  const entries: StoreFormEntry[] = [];
  for (const code of STORE_CODES) {
    // The US store has its own form; every other store has the 2023 UK form.
    if (code !== 'xwP5X') {
      entries.push({
        store_code: code,
        version: '20231027',
        mf: 'mfUk',
        detail: 'mfDetailUk',
        medical: 'medicalUk',
        verification: VERIFICATION,
      });
    }
  }
  entries.push({
    store_code: 'xwP5X',
    version: '20231107',
    mf: 'mfUs',
    detail: 'mfDetailUs',
    medical: 'medicalUs',
    verification: VERIFICATION,
  });
  for (const code of ['yvgaJ', 'zYx43']) {
    entries.push({
      store_code: code,
      version: '20240402',
      mf: 'mfEd',
      detail: 'mfDetailEd',
      verification: VERIFICATION,
    });
  }
  entries.push({
    store_code: 'N7tvv',
    version: '20240902',
    mf: 'mfEm',
    detail: 'mfDetailEm',
    verification: VERIFICATION,
  });
  for (const code of UK_20240926_STORES) {
    entries.push({
      store_code: code,
      version: '20240926',
      mf: 'mf_uk_20240926',
      detail: 'mf_uk_detail_20240926',
      verification: VERIFICATION,
      new: 'mf_uk_20240926',
    });
  }
  entries.push({
    store_code: 'dripdash',
    version: '20250528',
    mf: 'mf_dripdash',
    detail: 'mf_dripdash_detail',
    medical: 'medicalDripdash',
    verification: VERIFICATION,
  });
  return entries;
}

export const STORE_CATALOGUE: readonly StoreFormEntry[] = buildCatalogue();

export function findCatalogueEntry(storeCode: string, version: string): StoreFormEntry | undefined {
  return STORE_CATALOGUE.find((e) => e.store_code === storeCode && e.version === version);
}

/** The newest version a store has; `/verification/{store}/latest` resolves through it. */
export function latestVersionOf(storeCode: string): FormVersion | undefined {
  const versions = STORE_CATALOGUE.filter((e) => e.store_code === storeCode).map((e) => e.version);
  return versions.sort().at(-1);
}
