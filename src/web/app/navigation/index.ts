/**
 * The app's router (decision 039): the part of a router this app uses, in a few kilobytes.
 */
export { browserHistory, staticHistory } from './histories';
export {
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useSearchParams,
  type UIMatch,
} from './hooks';
export { isActivePath, Link, Navigate, NavLink } from './links';
export {
  matchPath,
  matchRoutes,
  type LoaderFunctionArgs,
  type Params,
  type RouteMatch,
  type RouteObject,
} from './route-match';
export { data, isRouteErrorResponse, redirect } from './route-signals';
export { createRouter, loadRouteCode, type Location, type Router } from './router';
export { RouterProvider } from './router-provider';
export { Outlet } from './outlet';
