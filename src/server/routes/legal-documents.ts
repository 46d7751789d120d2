import type { FastifyInstance } from 'fastify';
import {
  legalBrandParams,
  legalDocumentParams,
  legalLanguageQuery,
  publishLegalBody,
} from '../../shared/api/legal-documents';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { recordAudit } from '../services/audit';
import { listVersions, publishVersion, versionTexts } from '../services/legal/legal-admin';
import { currentDocuments, readDocument } from '../services/legal/legal-documents';

/**
 * The brands' terms of service and privacy policies. The reads are public (a form link opens
 * without a session) and hold no personal data, so browsers and proxies may keep them: the
 * current versions for a few minutes, a published version for good (it never changes).
 * Publishing is for admins, audited.
 */
export function registerLegalDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/legal-documents/:brand',
    access: 'public',
    summary: "A brand's current terms of service and privacy policy in one language (no text)",
    tags: ['legal'],
    params: legalBrandParams,
    query: legalLanguageQuery,
    handler: async ({ params, query, reply }) => {
      const current = await currentDocuments(ctx.db, params.brand, query.language);
      reply.header('cache-control', 'public, max-age=300');
      return current;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/legal-documents/:brand/:kind/:version',
    access: 'public',
    summary: 'One published version of a terms of service or privacy policy, with its text',
    tags: ['legal'],
    params: legalDocumentParams,
    query: legalLanguageQuery,
    handler: async ({ params, query, reply }) => {
      const document = await readDocument(
        ctx.db,
        params.brand,
        params.kind,
        params.version,
        query.language,
      );
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return document;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/legal-documents',
    access: 'staff',
    summary: 'Every version of the brands’ terms and privacy policies (admin)',
    tags: ['admin', 'legal'],
    handler: async ({ request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const versions = await listVersions(ctx.db);
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'legal.documents.list',
          entity: 'legal_document',
          outcome: 'success',
        },
        request,
      );
      return { versions };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/admin/legal-documents/:brand/:kind/:version',
    access: 'staff',
    summary: 'One version’s texts in every language (admin)',
    tags: ['admin', 'legal'],
    params: legalDocumentParams,
    handler: async ({ params, request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const texts = await versionTexts(ctx.db, params.brand, params.kind, params.version);
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'legal.document.read',
          entity: 'legal_document',
          entityId: `${params.brand}/${params.kind}/${params.version}`,
          outcome: 'success',
        },
        request,
      );
      return texts;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/admin/legal-documents',
    access: 'staff',
    summary: 'Publish a new version of a terms of service or privacy policy (admin)',
    tags: ['admin', 'legal'],
    body: publishLegalBody,
    handler: async ({ body, request }) => {
      const admin = await requireStaff(ctx, request, 'admin');
      const published = await publishVersion(ctx.db, ctx.clock, admin.user.id, body);
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: admin.user.id,
          action: 'legal.document.publish',
          entity: 'legal_document',
          entityId: `${published.brand}/${published.kind}/${published.version}`,
          outcome: 'success',
          data: {
            brand: published.brand,
            kind: published.kind,
            version: published.version,
            sha256: Object.fromEntries(published.languages.map((l) => [l.language, l.sha256])),
          },
        },
        request,
      );
      return published;
    },
  });
}
