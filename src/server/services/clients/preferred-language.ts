import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';

/**
 * The language of one of her own acts (signing in, booking online) becomes her preferred one,
 * the latest winning (decision 043). Written only when it changes: the usual sign-in in the
 * same language touches no row.
 */
export async function notePreferredLanguage(
  db: Db,
  clientId: string,
  language: Language,
): Promise<void> {
  await db
    .update(clients)
    .set({ preferredLanguage: language })
    .where(
      and(
        eq(clients.id, clientId),
        sql`${clients.preferredLanguage} is distinct from ${language}::text`,
      ),
    );
}
