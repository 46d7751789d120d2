import { Component, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { RouteMatch } from './route-match';
import type { Router, RouterState } from './router';
import { RouteContext, RouteErrorContext, RouterContext } from './router-context';

/** Draws the router's current page: each matched route inside its parent's `<Outlet />`. */
export function RouterProvider({ router }: { router: Router }) {
  const subscribe = useCallback((listener: () => void) => router.subscribe(listener), [router]);
  const state = useSyncExternalStore(
    subscribe,
    () => router.state,
    () => router.state,
  );
  const Fallback = state.matches[0]?.route.HydrateFallback;
  return (
    <RouterContext.Provider value={{ router, state }}>
      {state.initialized ? drawMatches(state) : Fallback ? <Fallback /> : null}
    </RouterContext.Provider>
  );
}

/**
 * The chain from the root down. A route whose loader failed is drawn by the nearest route at
 * or above it that has an error element, and nothing below that one is drawn.
 */
function drawMatches(state: RouterState): ReactNode {
  const { matches, errors, location } = state;
  const failed = errors ? matches.findIndex(({ route }) => route.id! in errors) : -1;
  let boundary = -1;
  if (failed >= 0) {
    for (let i = failed; i >= 0 && boundary < 0; i--) {
      if (matches[i]!.route.errorElement) boundary = i;
    }
  }
  const last = failed >= 0 ? Math.max(boundary, 0) : matches.length - 1;
  let outlet: ReactNode = null;
  for (let i = last; i >= 0; i--) {
    const match = matches[i]!;
    const error = i === boundary ? errors![matches[failed]!.route.id!] : undefined;
    outlet = (
      <RouteLevel key={i} match={match} outlet={outlet} error={error} resetKey={location.key} />
    );
  }
  return outlet;
}

function RouteLevel(props: {
  match: RouteMatch;
  outlet: ReactNode;
  error: unknown;
  resetKey: string;
}) {
  const { match, outlet, error, resetKey } = props;
  const { route } = match;
  const Screen = route.Component;
  const content =
    error !== undefined ? (
      <RouteErrorContext.Provider value={error}>{route.errorElement}</RouteErrorContext.Provider>
    ) : Screen ? (
      <Screen />
    ) : (
      outlet
    );
  return (
    <RouteContext.Provider value={{ match, outlet }}>
      {route.errorElement ? (
        <RenderErrorBoundary fallback={route.errorElement} resetKey={resetKey}>
          {content}
        </RenderErrorBoundary>
      ) : (
        content
      )}
    </RouteContext.Provider>
  );
}

/** A screen that throws while drawing shows its route's error element, until the next page. */
class RenderErrorBoundary extends Component<
  { fallback: ReactNode; resetKey: string; children: ReactNode },
  { error: unknown; resetKey: string }
> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { error: unknown; resetKey: string },
  ) {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.fallback}
      </RouteErrorContext.Provider>
    );
  }
}
