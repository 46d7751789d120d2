import type { FastifyRequest } from 'fastify';
import { AUDIT_CSV_MAX_ROWS, type AuditEntryDto } from '../../../shared/api/audit';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit';
import type { AuditFilter } from './audit-filter';
import { filterFacts, selectAuditEvents } from './audit-list';

const BATCH = 1000;
const COLUMNS = [
  'at',
  'actor_type',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'entity',
  'entity_id',
  'outcome',
  'ip',
  'user_agent',
  'data',
] as const;

/**
 * One CSV cell. A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, tab or carriage
 * return as a formula (OWASP "CSV injection"): a name or user agent someone typed could be one,
 * so such a cell gets a leading `'`, which spreadsheets show as text. Every cell is quoted.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

const csvLine = (entry: AuditEntryDto) => COLUMNS.map((column) => csvCell(entry[column])).join(',');

/**
 * The filtered audit list as CSV (RFC 4180, CRLF, UTF-8 with a byte order mark so spreadsheets
 * read names in every script), newest first, at most AUDIT_CSV_MAX_ROWS rows. Audited.
 */
export async function exportAuditCsv(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  filter: AuditFilter,
): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const lines: string[] = [COLUMNS.join(',')];
  let after: Parameters<typeof selectAuditEvents>[3];
  let rows = 0;
  let truncated = false;
  for (;;) {
    const batch = await selectAuditEvents(ctx, filter, BATCH, after);
    for (const entry of batch) {
      if (rows === AUDIT_CSV_MAX_ROWS) {
        truncated = true;
        break;
      }
      lines.push(csvLine(entry));
      rows++;
    }
    if (truncated || batch.length < BATCH) break;
    after = batch.at(-1)!.position;
  }
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'audit.export',
      entity: filter.client_id ? 'client' : 'audit_event',
      entityId: filter.client_id ?? null,
      outcome: 'success',
      data: { ...filterFacts(filter), rows, truncated },
    },
    request,
  );
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows, truncated };
}
