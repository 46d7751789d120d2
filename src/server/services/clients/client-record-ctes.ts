import { sql, type SQL } from 'drizzle-orm';
import { isGender } from '../../../shared/genders';
import { auditEvents, clientFieldChanges, clients } from '../../db/schema';

/**
 * The client record's name, gender and date of birth with their change history, written as
 * data-modifying CTEs: a signed questionnaire adds them to its one statement (decision 009: one
 * round trip), after its CTE named `submission`; the details page runs them on their own.
 */

/** Who the client says they are on the signed form; absent fields leave the record as it is. */
export interface ClientRecordUpdate {
  firstName?: string;
  lastName?: string;
  gender?: string;
  dateOfBirth?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function cleanName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().replace(/\s+/g, ' ');
  return name.length > 0 ? name : undefined;
}

/**
 * The client record's fields a questionnaire's answers give (the personal section's ids), or
 * undefined when it gives none. The answers were validated by the template's schema already.
 */
export function clientRecordFrom(answers: Record<string, unknown>): ClientRecordUpdate | undefined {
  const update: ClientRecordUpdate = {};
  const firstName = cleanName(answers.first_name);
  const lastName = cleanName(answers.last_name);
  if (firstName) update.firstName = firstName;
  if (lastName) update.lastName = lastName;
  if (isGender(answers.gender)) update.gender = answers.gender;
  if (typeof answers.date_of_birth === 'string' && DATE.test(answers.date_of_birth)) {
    update.dateOfBirth = answers.date_of_birth;
  }
  return Object.keys(update).length > 0 ? update : undefined;
}

export interface Actor {
  actorType: string;
  actorId: string | null;
}

/**
 * The client record takes the new values: each field that differs gets a history row (old and
 * new value, where it came from, the submission, who) and the record one audit row naming the
 * fields, never their values. The old values are read under a row lock in the same statement,
 * so the history shows what the record held when it changed, whatever ran beside it. The CTEs
 * follow one named `submission` (its `id`, null when the change comes from elsewhere).
 * `language`, the one she signed her own questionnaire in, becomes her preferred language in
 * the same update (decision 043; a row may be updated once a statement); it is not one of
 * the details whose history is kept, and alone it leaves the record's modified time.
 */
export function clientRecordCtes(input: {
  clientId: string;
  update: ClientRecordUpdate;
  actor: Actor;
  now: Date;
  ip: string;
  userAgent: string | null;
  source?: 'signed_form' | 'client_details';
  language?: string | null;
}): SQL {
  const { clientId, update, actor, now } = input;
  const language = input.language ?? null;
  const source = input.source ?? 'signed_form';
  const first = update.firstName ?? null;
  const last = update.lastName ?? null;
  const gender = update.gender ?? null;
  const dob = update.dateOfBirth ?? null;
  return sql`, old_client as (
      select c.first_name, c.last_name, c.gender, to_char(c.date_of_birth, 'YYYY-MM-DD') as dob
      from ${clients} c where c.id = ${clientId}::uuid for update
    ), changed as (
      select v.field, v.old_value, v.new_value
      from old_client o, lateral (values
        ('first_name', o.first_name, coalesce(${first}::text, o.first_name)),
        ('last_name', o.last_name, coalesce(${last}::text, o.last_name)),
        ('gender', o.gender, coalesce(${gender}::text, o.gender)),
        ('date_of_birth', o.dob, coalesce(${dob}::text, o.dob))
      ) as v(field, old_value, new_value)
      where v.old_value is distinct from v.new_value
    ), client_update as (
      update ${clients} set first_name = coalesce(${first}::text, first_name),
        last_name = coalesce(${last}::text, last_name),
        gender = coalesce(${gender}::text, gender),
        date_of_birth = coalesce(${dob}::date, date_of_birth),
        preferred_language = coalesce(${language}::text, preferred_language),
        updated_at = case when exists (select 1 from changed) then ${now}::timestamptz
          else updated_at end
      where id = ${clientId}::uuid and (exists (select 1 from changed)
        or preferred_language is distinct from coalesce(${language}::text, preferred_language))
      returning id
    ), client_history as (
      insert into ${clientFieldChanges} (client_id, field, old_value, new_value, source,
        submission_id, actor_type, actor_id, changed_at)
      select ${clientId}::uuid, changed.field, changed.old_value, changed.new_value,
        ${source}::text, submission.id, ${actor.actorType}::text, ${actor.actorId}::uuid,
        ${now}::timestamptz
      from changed, submission
    ), client_audit as (
      insert into ${auditEvents} (actor_type, actor_id, action, entity, entity_id, outcome, data,
        ip, user_agent)
      select ${actor.actorType}::text, ${actor.actorId}::uuid, 'clients.record.update', 'client',
        ${clientId}::text, 'success',
        jsonb_build_object('source', ${source}::text, 'submission_id', submission.id,
          'fields', (select jsonb_agg(field order by field) from changed)),
        ${input.ip}::text, ${input.userAgent}::text
      from submission where exists (select 1 from changed)
    )`;
}
