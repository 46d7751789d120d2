import type { StorePlaceDto } from '../../shared/api/stores';
import type { SessionInfo } from '../../shared/api/auth';
import { callApi } from '../api/endpoint';

/**
 * Where each store is (its country and clock), and which stores the signed-in member of staff
 * works at. Read once per signed-in member, before a staff screen shows (the router's guard
 * waits for it), so dates and phone fields are right on first paint: a London clinic's tablet
 * reads London's dates and starts phone numbers at +44 whatever language the tablet is set to.
 */
interface Places {
  all: ReadonlyMap<string, StorePlaceDto>;
  mine: readonly StorePlaceDto[];
}

const NONE: Places = { all: new Map(), mine: [] };
let loaded: { userId: string; places: Promise<Places> } | undefined;
let current: Places = NONE;

async function load(): Promise<Places> {
  const [all, mine] = await Promise.all([
    callApi('GET /api/stores', {}, { background: true, quiet: true }),
    callApi('GET /api/stores/mine', {}, { background: true, quiet: true }),
  ]);
  return {
    all: new Map(all.code === 0 ? all.data.stores.map((s) => [s.code, s]) : []),
    mine: mine.code === 0 ? mine.data.stores : [],
  };
}

/** For a staff session: the places, once per member (a failure is tried again next time). */
export async function loadStorePlaces(session: SessionInfo): Promise<void> {
  const user = session.user;
  if (user?.kind !== 'staff') {
    loaded = undefined;
    current = NONE;
    return;
  }
  if (loaded?.userId !== user.id) {
    const places = load();
    loaded = { userId: user.id, places };
    places.then(
      (p) => (current = p),
      () => (loaded = undefined),
    );
  }
  current = await loaded.places;
}

/** A store's place, when known. */
export function storePlace(code: string | null | undefined): StorePlaceDto | undefined {
  return code ? current.all.get(code) : undefined;
}

/** Whether the places are a signed-in member of staff's (their screens, not a client's). */
export function forStaff(): boolean {
  return loaded !== undefined;
}

/** After an admin changed a store: read the places again on the next navigation. */
export function forgetStorePlaces(): void {
  loaded = undefined;
}

/** The staff member's first store (by name): where their screens start. */
export function homeStore(): StorePlaceDto | undefined {
  return current.mine[0];
}
