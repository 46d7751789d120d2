import { describe, expect, it, vi } from 'vitest';
import { data, redirect } from './route-signals';
import type { RouteObject } from './route-match';
import { createRouter, locationOf, type History, type Location } from './router';

/** An address bar in memory that remembers what the router wrote. */
function memoryHistory(start: string) {
  let location = locationOf(start, 'http://app.test');
  let onPop = () => {};
  const entries: string[] = [start];
  const history: History = {
    origin: 'http://app.test',
    current: () => location,
    write(next: Location, mode) {
      location = next;
      const href = next.pathname + next.search;
      if (mode === 'push') entries.push(href);
      else entries[entries.length - 1] = href;
    },
    listen(listener) {
      onPop = listener;
      return () => undefined;
    },
  };
  return {
    history,
    entries,
    pop(to: string) {
      location = locationOf(to, 'http://app.test');
      onPop();
    },
  };
}

const Screen = () => null;

function appRoutes(guard: (url: string) => unknown, extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/',
      Component: Screen,
      loader: ({ request }) => guard(new URL(request.url).pathname),
      errorElement: 'root failed',
      children: [
        { path: '/login', Component: Screen },
        { path: '/today', Component: Screen },
        ...extra,
        { path: '*', Component: Screen },
      ],
    },
  ];
}

describe('createRouter', () => {
  it('runs the root loader on every navigation and shows its answer', async () => {
    const guard = vi.fn((path: string) => ({ seen: path }));
    const { history, entries } = memoryHistory('/login');
    const router = createRouter(appRoutes(guard), history);
    await router.load();
    await router.navigate('/today?store=london');
    expect(guard.mock.calls.map(([path]) => path)).toEqual(['/login', '/today']);
    expect(router.state.loaderData['0']).toEqual({ seen: '/today' });
    expect(router.state.location.search).toBe('?store=london');
    expect(entries).toEqual(['/login', '/today?store=london']);
  });

  it('puts a loader’s redirect in the navigation’s place in the history', async () => {
    const guard = (path: string) => {
      if (path === '/today') throw redirect('/login');
      return null;
    };
    const { history, entries } = memoryHistory('/login');
    const router = createRouter(appRoutes(guard), history);
    await router.load();
    await router.navigate('/today');
    expect(router.state.location.pathname).toBe('/login');
    expect(entries).toEqual(['/login', '/login']);
    // On a first load the address is replaced, not added to.
    const first = memoryHistory('/today');
    const outcome = await createRouter(appRoutes(guard), first.history).load();
    expect(outcome.redirectedTo).toBe('/login');
    expect(first.entries).toEqual(['/login']);
  });

  it('keeps a failed loader’s error for the route, with what the page had', async () => {
    const form: RouteObject = {
      path: '/mf/:store/:version',
      Component: Screen,
      loader: ({ params }) => {
        if (params.store !== 'london') throw data(null, { status: 404 });
        return params;
      },
      errorElement: 'not found',
    };
    const router = createRouter(
      appRoutes(() => 'ok', [form]),
      memoryHistory('/login').history,
    );
    await router.navigate('/mf/paris/1');
    expect(router.state.errors).toEqual({ [form.id!]: data(null, { status: 404 }) });
    expect(router.state.loaderData['0']).toBe('ok');
    await router.navigate('/mf/london/1');
    expect(router.state.errors).toBeNull();
  });

  it('loads a route’s code once, and a newer navigation wins over one still loading', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const lazy = vi.fn(async () => {
      await slow;
      return { Component: Screen };
    });
    const routes = appRoutes(() => null, [{ path: '/slow', lazy }]);
    const router = createRouter(routes, memoryHistory('/login').history);
    await router.load();
    const first = router.navigate('/slow');
    await router.navigate('/today');
    release();
    await first;
    expect(router.state.location.pathname).toBe('/today');
    await router.navigate('/slow');
    expect(router.state.location.pathname).toBe('/slow');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('follows the browser’s back and forward buttons without writing the address', async () => {
    const memory = memoryHistory('/login');
    const router = createRouter(
      appRoutes(() => null),
      memory.history,
    );
    await router.load();
    memory.pop('/today');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/today'));
    expect(memory.entries).toEqual(['/login']);
  });

  it('starts shown when the server drew the page, with the server’s loader answers', () => {
    const router = createRouter(
      appRoutes(() => null),
      memoryHistory('/login').history,
      {
        loaderData: { '0': { authenticated: false } },
      },
    );
    expect(router.state.initialized).toBe(true);
    expect(router.state.loaderData['0']).toEqual({ authenticated: false });
  });

  it('hands what a page passes on to the next one', async () => {
    const router = createRouter(
      appRoutes(() => null),
      memoryHistory('/login').history,
    );
    await router.navigate('/today', { state: { contact: 'x' } });
    expect(router.state.location.state).toEqual({ contact: 'x' });
  });
});
