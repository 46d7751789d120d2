import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';
import { sha256Hex } from '../../auth/tokens';
import { actorClientId, type FormActor } from './actor';

export type SubmissionRow = typeof formSubmissions.$inferSelect;

/**
 * The draft a caller may touch: by its token (anonymous link drafts; a client-owned draft only
 * for that client), else a signed-in client's latest draft of this template version. Drafts of
 * other people are simply "not found" so ids and tokens cannot be probed.
 */
export async function findOwnDraft(
  db: Db,
  actor: FormActor,
  key: { templateId: string; version: string; draftToken?: string },
): Promise<SubmissionRow | undefined> {
  const clientId = actorClientId(actor);
  if (key.draftToken) {
    const [row] = await db
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.draftTokenHash, sha256Hex(key.draftToken)),
          eq(formSubmissions.status, 'draft'),
        ),
      )
      .limit(1);
    if (!row || row.templateId !== key.templateId || row.templateVersion !== key.version) {
      return undefined;
    }
    if (row.clientId && row.clientId !== clientId) return undefined;
    return row;
  }
  if (!clientId) return undefined;
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.clientId, clientId),
        eq(formSubmissions.templateId, key.templateId),
        eq(formSubmissions.templateVersion, key.version),
        eq(formSubmissions.status, 'draft'),
      ),
    )
    .orderBy(desc(formSubmissions.updatedAt))
    .limit(1);
  return row;
}
