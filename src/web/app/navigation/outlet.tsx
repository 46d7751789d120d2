import { useContext } from 'react';
import { RouteContext } from './router-context';

/** Where a route draws the matched route below it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}
