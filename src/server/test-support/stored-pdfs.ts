import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';

/**
 * The record PDFs stored for a visit (`visit_record`, by appointment) or a questionnaire
 * (`client_copy`, by submission). Generation is queued after the answer, so this waits until
 * `count` are there — for as long as a busy machine needs; only one that never comes fails.
 */
export async function storedPdfs(
  db: Db,
  kind: 'client_copy' | 'visit_record',
  id: string,
  count = 1,
) {
  const link = kind === 'client_copy' ? uploads.submissionId : uploads.appointmentId;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const rows = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.kind, kind), eq(link, id)));
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} stored ${kind}`);
}
