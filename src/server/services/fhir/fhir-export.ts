import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { consents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { loadClient } from '../clients/client-info';
import { loadSignedRecords } from '../visits/record-submissions';
import { openVisit } from '../visits/visit-access';
import { auditVisit } from '../visits/visit-audit';
import type { FhirResource } from './fhir-base';
import { visitBundle } from './visit-bundle';

const ACTION = 'visits.fhir.export';

/**
 * The visit's signed record as a FHIR R4 Bundle, for staff of its store (the one access rule,
 * through openVisit). Audited with ids and the Bundle's size only.
 */
export async function exportVisitFhir(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
): Promise<FhirResource> {
  const { who, visit } = await openVisit(
    ctx,
    request,
    appointmentId,
    ACTION,
    ['practitioner', 'nurse', 'admin'],
    'read',
  );
  const bundle = await visitBundleOf(ctx, visit);
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      action: ACTION,
      entity: 'appointment',
      entityId: visit.id,
      outcome: bundle ? 'success' : 'failure',
      data: bundle
        ? { client_id: visit.clientId, entries: (bundle.entry as unknown[]).length }
        : { reason: 'nothing_signed' },
    },
  );
  if (!bundle) throw new AppError('notFound', undefined, 'forms.submissionNotFound');
  return bundle;
}

/** The Bundle of a visit already checked, or undefined when nothing is signed yet. */
export async function visitBundleOf(
  ctx: AppContext,
  visit: { id: string; number: string; brand: string; timezone: string; clientId: string },
): Promise<FhirResource | undefined> {
  const [client, records] = await Promise.all([
    loadClient(ctx.db, visit.clientId),
    loadSignedRecords(ctx.db, visit.id),
  ]);
  if (!client || records.length === 0) return undefined;
  const consentRows = await ctx.db
    .select()
    .from(consents)
    .where(
      inArray(
        consents.submissionId,
        records.map((r) => r.submission_id),
      ),
    );
  return visitBundle({
    appointment: visit,
    client: {
      id: client.id,
      firstName: client.firstName,
      lastName: client.lastName,
      gender: client.gender,
      dateOfBirth: client.dateOfBirth,
      gp: client.gpName && client.gpEmail ? { name: client.gpName, email: client.gpEmail } : null,
    },
    records,
    consents: consentRows.map((row) => ({
      id: row.id,
      submissionId: row.submissionId!,
      kind: row.kind,
      grantedAt: row.grantedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      documents: records.find((r) => r.submission_id === row.submissionId)?.documents ?? [],
    })),
    now: ctx.clock(),
  });
}
