import { newKey, type History, type Location } from './router';

interface EntryState {
  usr?: unknown;
  key?: string;
}

/** The browser's address bar and history; what a page hands over lives in the entry's state. */
export function browserHistory(): History {
  return {
    origin: window.location.origin,
    current() {
      const entry = (window.history.state ?? {}) as EntryState;
      const { pathname, search, hash } = window.location;
      return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? newKey() };
    },
    write(location: Location, mode) {
      const entry: EntryState = { usr: location.state, key: location.key };
      const href = location.pathname + location.search + location.hash;
      if (mode === 'push') window.history.pushState(entry, '', href);
      else window.history.replaceState(entry, '', href);
    },
    listen(onPop) {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** One fixed address, for the server's render: nothing is written and nothing pops. */
export function staticHistory(href: string): History {
  const url = new URL(href, 'http://localhost');
  const location: Location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: null,
    key: 'default',
  };
  return {
    origin: url.origin,
    current: () => location,
    write: () => undefined,
    listen: () => () => undefined,
  };
}
