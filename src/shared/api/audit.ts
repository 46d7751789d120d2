import * as z from 'zod/mini';

const uuid = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'validation.invalidFormat'));
/** A day (UTC) or an instant; `from` starts at its day's beginning, `to` includes its whole day. */
const dayOrInstant = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/,
      'validation.invalidDate',
    ),
  );

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** The CSV export's ceiling: a longer list is narrowed by its filters first. */
export const AUDIT_CSV_MAX_ROWS = 10_000;

// ---- GET /api/admin/audit — admins only: audit events, newest first, a page at a time.
// GET /api/admin/audit.csv takes the same filters (without cursor and limit) and answers CSV.
export const auditFilterQuery = z.object({
  /** Events about this client's records, appointments, uploads and details, or by the client. */
  client_id: z.optional(uuid),
  /** Events by this staff member. */
  staff_id: z.optional(uuid),
  /** An action (`visits.record.read`) or a group of them (`visits`, `visits.record`). */
  action: z.optional(
    z.string().check(z.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/i, 'validation.invalidFormat')),
  ),
  from: z.optional(dayOrInstant),
  to: z.optional(dayOrInstant),
});

export const auditListQuery = z.extend(auditFilterQuery, {
  /** The `next_cursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(100))),
  /** Entries per page, 1 to AUDIT_PAGE_MAX (larger asks get the maximum); default 50. */
  limit: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'validation.invalidFormat'))),
});

export interface AuditEntryDto {
  id: number;
  at: string;
  actor_type: string;
  actor_id: string | null;
  /** The staff member's or client's name when the actor is one. */
  actor_name: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  outcome: string;
  ip: string | null;
  user_agent: string | null;
  /** Identifiers and reasons the event recorded (never PHI). */
  data: Record<string, unknown> | null;
}

export interface AuditListDto {
  entries: AuditEntryDto[];
  /** The filtered client's name, when the list is filtered by client and the client exists. */
  client_name: string | null;
  next_cursor: string | null;
}

// ---- GET /api/admin/clients/:client_id/access-report.pdf — admins only: "who accessed this
// client's data" (GDPR art. 15) as a PDF in the client's language (or `language`).
export const accessReportParams = z.object({ client_id: uuid });
