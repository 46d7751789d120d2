import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';

/** The kinds a client signs: the full form, the re-consent form and the brief form. */
export const CLIENT_RECORD_KINDS = ['mf', 'rf', 'brief'] as const;

export type PreviousRecord = Pick<
  typeof formSubmissions.$inferSelect,
  'id' | 'kind' | 'templateId' | 'templateVersion' | 'storeCode' | 'answers' | 'submittedAt'
>;

/**
 * The client's newest signed questionnaire: what a re-consent starts from and what the next
 * record in the chain links to. Drafts and staff sections never count.
 */
export async function previousRecordOf(
  db: Db,
  clientId: string,
): Promise<PreviousRecord | undefined> {
  const [row] = await db
    .select({
      id: formSubmissions.id,
      kind: formSubmissions.kind,
      templateId: formSubmissions.templateId,
      templateVersion: formSubmissions.templateVersion,
      storeCode: formSubmissions.storeCode,
      answers: formSubmissions.answers,
      submittedAt: formSubmissions.submittedAt,
    })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.clientId, clientId),
        inArray(formSubmissions.kind, [...CLIENT_RECORD_KINDS]),
        eq(formSubmissions.status, 'submitted'),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt), desc(formSubmissions.createdAt))
    .limit(1);
  return row;
}
