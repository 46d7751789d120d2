import type { FastifyInstance } from 'fastify';
import { catalogueParams } from '../../shared/api/catalogue';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { apiRoute } from '../http/route';
import { findCatalogueEntry, listActiveStores } from '../services/catalogue';

/** The store catalogue: public, because form links and QR codes open without a session. */
export function registerCatalogueRoutes(app: FastifyInstance, db: Db): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/stores/:store_code/forms/:version',
    access: 'public',
    summary: 'The form variants a store uses for a version (or "latest")',
    tags: ['catalogue'],
    params: catalogueParams,
    handler: async ({ params }) => {
      const entry = await findCatalogueEntry(db, params.store_code, params.version);
      if (!entry) throw new AppError('notFound', undefined, 'errors.storeFormNotFound');
      return entry;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/stores',
    access: 'public',
    summary: 'Active stores',
    tags: ['catalogue'],
    handler: async () => ({ stores: await listActiveStores(db) }),
  });
}
