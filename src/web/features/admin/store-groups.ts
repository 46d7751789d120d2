import { isListedStore, isTrialStore } from '../../../shared/store-listing';

interface NamedStore {
  code: string;
  name: string;
}

export interface StoreGroups<T extends NamedStore> {
  /** Clinics clients know by name (decision 017's listed stores), not trial ones. */
  named: T[];
  /** Trial clinics (test1…test6, the demo copy) and those still called by their code. */
  other: T[];
  /** How many the filter left, of `total`. */
  shown: number;
  total: number;
}

/** Letters as a person compares them: no case, no accents. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

/**
 * The store checklist: real clinics first, each group by name, keeping those whose name holds
 * what was typed in the filter.
 */
export function groupStores<T extends NamedStore>(
  stores: readonly T[],
  filter: string,
): StoreGroups<T> {
  const wanted = folded(filter);
  const kept = stores
    .filter((store) => folded(store.name).includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name));
  const isReal = (store: T) => isListedStore(store) && !isTrialStore(store.code);
  return {
    named: kept.filter(isReal),
    other: kept.filter((store) => !isReal(store)),
    shown: kept.length,
    total: stores.length,
  };
}
