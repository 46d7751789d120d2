import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useLoaderData, useRouteError } from './hooks';
import { isActivePath, Link, NavLink } from './links';
import { Outlet } from './outlet';
import { data, isRouteErrorResponse } from './route-signals';
import type { RouteObject } from './route-match';
import { createRouter } from './router';
import { RouterProvider } from './router-provider';
import { staticHistory } from './histories';

function Shell() {
  const who = useLoaderData<string>();
  return (
    <div>
      <header>{who}</header>
      <NavLink to="/admin/staff" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        staff
      </NavLink>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function NotFound() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `status ${error.status}` : 'other'}</p>;
}

const routes = (): RouteObject[] => [
  {
    path: '/',
    Component: Shell,
    loader: () => 'Ada',
    children: [
      { path: '/admin/staff', Component: () => <Link to="/today">today</Link> },
      {
        path: '/mf/:store/:version',
        loader: () => {
          throw data(null, { status: 404 });
        },
        Component: () => <p>form</p>,
        errorElement: <NotFound />,
      },
    ],
  },
];

async function draw(url: string): Promise<string> {
  const router = createRouter(routes(), staticHistory(url));
  await router.load();
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('RouterProvider', () => {
  it('draws each route inside its parent’s outlet, with its own loader’s answer', async () => {
    const html = await draw('/admin/staff');
    expect(html).toContain('<header>Ada</header>');
    expect(html).toContain('<main><a href="/today">today</a></main>');
    expect(html).toContain('<a aria-current="page" class="on" href="/admin/staff">staff</a>');
  });

  it('draws a failed route’s error element inside the page around it', async () => {
    const html = await draw('/mf/nowhere/1');
    expect(html).toContain('<header>Ada</header>');
    expect(html).toContain('<main><p>status 404</p></main>');
    expect(html).not.toContain('form');
  });
});

describe('isActivePath', () => {
  it('is the page itself or a page below it, unless `end`', () => {
    expect(isActivePath('/admin/staff', '/admin/staff')).toBe(true);
    expect(isActivePath('/Admin/staff/new', '/admin/staff')).toBe(true);
    expect(isActivePath('/admin/staffing', '/admin/staff')).toBe(false);
    expect(isActivePath('/admin/staff/new', '/admin/staff', true)).toBe(false);
    expect(isActivePath('/today', '/today?store=london')).toBe(true);
  });
});
