import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEntryDto } from '../../../shared/api/audit';
import type { Language } from '../../../shared/languages';
import { formatDateTime, formatNumber } from '../../../shared/locale-format';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { appointments, clients, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { renderPdf, type Block } from '../pdf';
import { isolate } from '../pdf/record-format';
import { fillText } from '../pdf/texts';
import { languageFor } from '../messages';
import { recordAudit } from '../audit';
import { ACCESS_REPORT_TEXTS, type AccessReportTexts } from './access-report-texts/index';
import { selectAuditEvents } from './audit-list';

/** A report longer than this lists the newest events and says so. */
const MAX_EVENTS = 2000;

/**
 * The clinic the report speaks for: that of her latest appointment. Its language is the
 * fallback of hers, and its clock and country write the report's dates.
 */
async function clientsClinic(ctx: AppContext, clientId: string) {
  const [latest] = await ctx.db
    .select({ language: stores.language, country: stores.country, timezone: stores.timezone })
    .from(appointments)
    .innerJoin(stores, eq(stores.code, appointments.storeCode))
    .where(eq(appointments.clientId, clientId))
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  return latest;
}

function who(entry: AuditEntryDto, clientId: string, texts: AccessReportTexts): string {
  if (entry.actor_type === 'client' && entry.actor_id === clientId) return texts.who.you;
  if (entry.actor_type === 'staff' && entry.actor_name) {
    const role = texts.roles[entry.actor_role as keyof AccessReportTexts['roles']];
    return role ? `${isolate(entry.actor_name)} (${role})` : isolate(entry.actor_name);
  }
  if (entry.actor_type === 'link') return texts.who.link;
  if (entry.actor_type === 'system') return texts.who.system;
  return texts.who.anonymous;
}

/** The area an action belongs to, by its first part (`visits.record.read` → the visit record). */
const AREA_OF: Record<string, keyof AccessReportTexts['areas']> = {
  access: 'access',
  appointment: 'appointment',
  appointments: 'appointment',
  audit: 'audit',
  auth: 'auth',
  client: 'client',
  clients: 'client',
  documents: 'documents',
  forms: 'forms',
  verification: 'verification',
  visit: 'visits',
  visits: 'visits',
};

const area = (action: string, texts: AccessReportTexts) =>
  texts.areas[AREA_OF[action.split('.')[0]!] ?? 'other'];

/**
 * "Who accessed this client's data" (GDPR art. 15) as a PDF in the client's language
 * (`languageFor`: the one asked for on purpose, else her preferred language, else her clinic's),
 * dates on her clinic's clock in its country's order: every audit event about the client,
 * newest first, with who, what, when and from which address.
 * Admins only (the route checks the role); audited. Rendered by the record's PDF engine, and
 * signed like every record PDF so the client can show it has not been changed.
 */
export async function accessReportPdf(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  clientId: string,
  requestedLanguage?: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const [client] = await ctx.db
    .select({
      firstName: clients.firstName,
      lastName: clients.lastName,
      preferredLanguage: clients.preferredLanguage,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  const audit = (outcome: 'success' | 'failure', data: Record<string, unknown>) =>
    recordAudit(
      ctx.db,
      {
        actorType: 'staff',
        actorId: session.user.id,
        action: 'audit.access_report',
        entity: 'client',
        entityId: clientId,
        outcome,
        data,
      },
      request,
    );
  if (!client) {
    await audit('failure', { reason: 'clients.notFound' });
    throw new AppError('notFound', undefined, 'clients.notFound');
  }
  const clinic = await clientsClinic(ctx, clientId);
  const language: Language = languageFor(client, requestedLanguage, clinic);
  const texts = ACCESS_REPORT_TEXTS[language];
  const events = await selectAuditEvents(ctx, { client_id: clientId }, MAX_EVENTS + 1);
  const listed = events.slice(0, MAX_EVENTS);
  const now = ctx.clock();
  const zone = clinic?.timezone ?? 'UTC';
  const place = { language, country: clinic?.country ?? null, timeZone: zone };
  const when = (iso: string) =>
    isolate(formatDateTime(iso, place, { date: 'short', time: 'short' }));
  const body: Block[] = [
    { type: 'text', text: texts.intro },
    {
      type: 'facts',
      rows: [
        { label: texts.client, value: isolate(`${client.firstName} ${client.lastName}`.trim()) },
        { label: texts.generated, value: when(now.toISOString()) },
        { label: texts.count, value: isolate(formatNumber(listed.length, place)) },
      ],
    },
    { type: 'text', text: fillText(texts.timeNote, { zone }), muted: true },
    ...(events.length > MAX_EVENTS
      ? [
          {
            type: 'text' as const,
            text: fillText(texts.truncated, { n: formatNumber(MAX_EVENTS, place) }),
          },
        ]
      : []),
    ...(listed.length === 0 ? [{ type: 'text' as const, text: texts.none }] : []),
    ...listed.map((entry): Block => ({
      type: 'field',
      label: `${when(entry.at)} · ${who(entry, clientId, texts)}`,
      lines: [
        `${area(entry.action, texts)}: ${isolate(entry.action)} (${texts.outcomes[entry.outcome as 'success'] ?? isolate(entry.outcome)})`,
        `${texts.address}: ${isolate(entry.ip ?? '—')}`,
      ],
    })),
  ];
  const pdf = await renderPdf({
    language,
    title: texts.title,
    header: texts.header,
    pageLabel: texts.pageLabel,
    createdAt: now,
    body,
    audit: [],
  });
  const bytes = await ctx.pdfSigner.sign(pdf, now);
  await audit('success', { events: listed.length, language });
  return { bytes, filename: `access-report-${clientId.slice(0, 8)}.pdf` };
}
