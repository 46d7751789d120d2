import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, errorMessageKey } from '../../shared/api/error-codes';
import type { Db } from '../db/client';
import { loadSsrPages, SSR_ROUTES } from './ssr-pages';

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that is not an
 * API call gets index.html so the browser router can show the page (or its 404 page). The build
 * writes brotli and gzip copies beside each file (scripts/vite-compress-assets.ts): the browser
 * gets the smallest one its Accept-Encoding allows, with `Vary: Accept-Encoding` for caches.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, ssrDist }: { webDist: string; ssrDist: string },
  db: Db,
): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  // The client routes' first screens, drawn on the server when the build has its render.
  const ssr = hasWeb ? await loadSsrPages(webDist, ssrDist, db, app.log) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (ssr) {
    // Routes of their own (not the not-found handler), so the HTML is compressed like an answer.
    for (const route of SSR_ROUTES) {
      app.get(route.url, async (request, reply) => {
        const html = await ssr.page(request);
        if (html === undefined)
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        // The same HTML for everyone asking in one language (nothing personal is in it).
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    // HEAD too: uptime monitors and link checkers ask for a page's headers only.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !isApi && !request.url.startsWith('/assets/');
    if (wantsPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      code: ERROR_CODES.notFound,
      message: errorMessageKey('notFound'),
      data: null,
    });
  });
}
