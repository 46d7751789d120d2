import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import type { Endpoints } from '../../shared/api/endpoints';
import { ok } from '../../shared/api/envelope';
import type { RouteAccess } from './route-access';
import { assertSessionCookie } from './route-access';
import { parseInput } from './validate';

type Infer<S> = S extends $ZodType ? z.infer<S> : undefined;

/**
 * What a route's handler must answer: the `response` of its entry in the shared Endpoints map
 * (key `'METHOD /url'`), so the server and the web client cannot drift apart unnoticed. Routes
 * outside the map (and several methods at once) answer `unknown`. A url that is a union of keys
 * (one registration in a loop) may answer any of their responses.
 */
export type RouteResponse<M, U extends string> = M extends HTTPMethods
  ? [`${M} ${U}`] extends [keyof Endpoints]
    ? Endpoints[`${M} ${U}`]['response']
    : unknown
  : unknown;

export interface RouteContext<B, P, Q> {
  body: B;
  params: P;
  query: Q;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ApiRoute<
  BS,
  PS,
  QS,
  M extends HTTPMethods | HTTPMethods[] = HTTPMethods | HTTPMethods[],
  U extends string = string,
> {
  method: M;
  url: U;
  summary: string;
  tags: string[];
  body?: BS;
  params?: PS;
  query?: QS;
  /** Checked before any input is parsed; `session` unless given (see route-access.ts). */
  access?: RouteAccess;
  /**
   * The handler checks the session inside its own statement (one round trip): only a missing
   * cookie is refused before parsing, and invalid input is answered after the full access check,
   * so a caller without a live session still learns nothing about the fields.
   */
  sessionCheckedInHandler?: boolean;
  /** Bytes; only routes that need more than the app default (1 MB) set it. */
  bodyLimit?: number;
  handler: (ctx: RouteContext<Infer<BS>, Infer<PS>, Infer<QS>>) => Promise<RouteResponse<M, U>>;
}

function jsonSchema(schema: $ZodType | undefined): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return rest;
}

/**
 * Registers one API route: the shared zod schemas parse the input (the same schemas the browser
 * uses), appear in the OpenAPI document, and the handler's result is wrapped in the envelope.
 */
export function apiRoute<
  BS extends $ZodType | undefined = undefined,
  PS extends $ZodType | undefined = undefined,
  QS extends $ZodType | undefined = undefined,
  M extends HTTPMethods | HTTPMethods[] = HTTPMethods | HTTPMethods[],
  U extends string = string,
>(app: FastifyInstance, route: ApiRoute<BS, PS, QS, M, U>): void {
  const access = route.access ?? 'session';
  if (access !== 'public' && !app.hasDecorator('checkRouteAccess')) {
    throw new Error(`apiRoute ${route.url}: registerRouteAccess must run before the routes`);
  }
  const parse = (request: FastifyRequest) => ({
    body: route.body ? parseInput(route.body, request.body) : undefined,
    params: route.params ? parseInput(route.params, request.params) : undefined,
    query: route.query ? parseInput(route.query, request.query) : undefined,
  });
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    schema: Object.fromEntries(
      Object.entries({
        summary: route.summary,
        tags: route.tags,
        body: jsonSchema(route.body),
        params: jsonSchema(route.params),
        querystring: jsonSchema(route.query),
      }).filter(([, value]) => value !== undefined),
    ),
    // onRequest runs before the body is read, so even a malformed or oversized body gets the 401.
    onRequest: async (request) => {
      if (access === 'public') return;
      if (route.sessionCheckedInHandler) assertSessionCookie(request);
      else await app.checkRouteAccess(request, access);
    },
    handler: async (request, reply) => {
      let input: ReturnType<typeof parse>;
      try {
        input = parse(request);
      } catch (error) {
        if (route.sessionCheckedInHandler) await app.checkRouteAccess(request, access);
        throw error;
      }
      const { body, params, query } = input;
      const data = await route.handler({
        body: body as Infer<BS>,
        params: params as Infer<PS>,
        query: query as Infer<QS>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      return reply.send(ok(data ?? null));
    },
  });
}
