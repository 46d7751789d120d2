import type { GpPermission } from '../../../shared/api/gp-letter';
import type { RecordSubmissionDto } from '../../../shared/api/visits';

/** The answers that carry the GP permission: the client's (UK forms) and the practitioner's. */
const PERMISSION_FIELDS = ['gp_share_permission', 'share_with_gp'] as const;

/**
 * Whether the visit's signed records permit writing to the GP. A "no" in any of them refuses
 * (the client's refusal is never overridden, nor the practitioner's record of one); otherwise a
 * "yes" in one permits; nothing answered is `unknown`, which refuses too. `field` names the
 * answer that decided, for the refusal's field error.
 */
export function gpPermissionOf(records: readonly RecordSubmissionDto[]): {
  permission: GpPermission;
  field: string | null;
} {
  let yes: string | null = null;
  for (const record of records) {
    for (const field of PERMISSION_FIELDS) {
      const answer = (record.answers[field] as { answer?: unknown } | undefined)?.answer;
      if (answer === 'no') return { permission: 'no', field };
      if (answer === 'yes') yes ??= field;
    }
  }
  return yes ? { permission: 'yes', field: yes } : { permission: 'unknown', field: null };
}
