import { createHash } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { OutgoingMessage } from './transports';

/** Stores a message nobody delivered (no transport configured); returns its id. */
export async function writeToOutbox(db: Db, clock: Clock, message: OutgoingMessage) {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: message.channel,
      destination: message.to,
      subject: message.channel === 'email' ? message.subject : null,
      body: message.text,
      // What was attached, so a developer sees the letter was complete; never the bytes.
      attachments:
        message.attachments?.map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          bytes: a.content.length,
          sha256: createHash('sha256').update(a.content).digest('hex'),
        })) ?? null,
      createdAt: clock(),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** The newest messages first, for the developer outbox (never served in production). */
export async function listOutbox(db: Db, limit: number) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    subject: row.subject,
    body: row.body,
    attachments: row.attachments ?? [],
    created_at: row.createdAt.toISOString(),
  }));
}
