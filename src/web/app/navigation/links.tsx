import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from './hooks';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  /** Handed to the page the link opens (its `useLocation().state`). */
  state?: unknown;
}

/** A plain click opens the page in the app; a modified or middle click is left to the browser. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInApp(event, target)) return;
        event.preventDefault();
        void navigate(to, { replace, state });
      }}
    />
  );
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((status: { isActive: boolean }) => string | undefined);
  /** Active only on exactly this path, not below it. */
  end?: boolean;
}

/** Whether `to` is the page shown, or (unless `end`) a page below it. Case does not matter. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = new URL(to, 'http://localhost').pathname.toLowerCase().replace(/(.)\/$/, '$1');
  if (current === target) return true;
  return !end && current.startsWith(target) && current.charAt(target.length) === '/';
}

/** A link that knows when it is the page shown: `aria-current="page"` and its active class. */
export function NavLink({ className, end, 'aria-current': ariaCurrent, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, rest.to, end);
  return (
    <Link
      {...rest}
      aria-current={isActive ? (ariaCurrent ?? 'page') : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Goes to `to` as soon as it is drawn. */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
