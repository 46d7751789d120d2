/** What a loader throws or returns to send the navigation elsewhere instead. */
export class Redirect {
  constructor(readonly to: string) {}
}

export function redirect(to: string): Redirect {
  return new Redirect(to);
}

/** What a loader throws to answer with an HTTP-like status, e.g. 404 for a path it lacks. */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly data: unknown = null,
  ) {}
}

export function data(value: unknown, init: { status: number }): RouteErrorResponse {
  return new RouteErrorResponse(init.status, value);
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}
