import type * as z from 'zod/mini';
import type { AuditListDto, auditListQuery } from './audit';

/** The audit log's admin view (decision 029); its CSV and PDF downloads are not JSON. */
export interface AuditEndpoints {
  'GET /api/admin/audit': {
    query: z.input<typeof auditListQuery>;
    response: AuditListDto;
  };
}
