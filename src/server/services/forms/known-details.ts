import type { FastifyRequest } from 'fastify';
import type { KnownDetailsDto, KnownDetailsQuery } from '../../../shared/api/known-details';
import { isGender } from '../../../shared/genders';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit';
import { loadClient } from '../clients/client-info';
import { requireStaffRecordAccess } from '../../auth/record-access';
import { actorClientId, auditActor, type FormActor } from './actor';

const ACTION = 'forms.known_details.read';

/**
 * The client's name, gender and date of birth as the clinic holds them, for the full form to
 * open with. Nothing is guessed: a value the client never gave stays empty.
 */
export async function knownDetails(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  query: KnownDetailsQuery,
): Promise<KnownDetailsDto> {
  let clientId = actorClientId(actor);
  if (actor.kind === 'staff') {
    if (!query.appointment_id) return {};
    const scope = await requireStaffRecordAccess(
      ctx,
      request,
      { kind: 'appointment', id: query.appointment_id },
      ACTION,
    );
    clientId = scope.clientId;
  }
  if (!clientId) return {};
  const client = await loadClient(ctx.db, clientId);
  if (!client) return {};
  await recordAudit(
    ctx.db,
    {
      ...auditActor(actor),
      action: ACTION,
      entity: 'client',
      entityId: client.id,
      outcome: 'success',
    },
    request,
  );
  return {
    ...(client.firstName ? { first_name: client.firstName } : {}),
    ...(client.lastName ? { last_name: client.lastName } : {}),
    ...(isGender(client.gender) ? { gender: client.gender } : {}),
    ...(client.dateOfBirth ? { date_of_birth: client.dateOfBirth } : {}),
  };
}
