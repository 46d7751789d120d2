import type { FormPurpose } from '../../../shared/api/forms';
import {
  buildAnswerSchema,
  buildRoleAnswerSchema,
  getTemplate,
  isAnswerable,
  todayIso,
  type AnswerSchema,
  type StaffRole,
  type Template,
} from '../../../shared/forms';
import { AppError } from '../../http/app-error';

/** The exact template (id + version) the client saw, or 404: never validate with another one. */
export function requireTemplate(templateId: string, version: string): Template {
  const template = getTemplate(templateId, version);
  if (!template) throw new AppError('notFound', undefined, 'forms.templateNotFound');
  return template;
}

/** Ids a client may answer in this template (display and computed questions excluded). */
export function answerableIds(template: Template): Set<string> {
  const ids = new Set<string>();
  for (const section of template.sections)
    for (const q of section.questions) if (isAnswerable(q)) ids.add(q.id);
  return ids;
}

/** Signature question ids by slot (a template may have slots 1–3). */
export function signatureQuestions(template: Template): Map<number, string> {
  const slots = new Map<number, string>();
  for (const section of template.sections)
    for (const q of section.questions) if (q.type === 'signature') slots.set(q.slot, q.id);
  return slots;
}

/** The display paragraphs (consent and authorization texts) a template shows, in order. */
export function consentTextKeys(template: Template): string[] {
  const keys: string[] = [];
  for (const section of template.sections)
    for (const q of section.questions) if (q.type === 'display') keys.push(...q.paragraphs);
  return keys;
}

/** The submission kind stored for a purpose/template: the brief form is its own kind. */
export function submissionKind(
  template: Template,
  purpose: FormPurpose | undefined,
): 'mf' | 'rf' | 'detail' | 'medical' | 'brief' {
  if (template.kind === 'simple') return 'brief';
  if (purpose) return purpose;
  return template.kind === 'detail' || template.kind === 'medical' ? template.kind : 'mf';
}

/**
 * The practitioner's and nurse's sections (`detail`, `medical`) are written and read only
 * through the visits API, which checks the writer's role: the questionnaire endpoints refuse
 * them for everyone, so neither a client nor a fill link can write or read a staff section.
 */
export function refuseStaffForm(kind: string | undefined): void {
  if (kind === 'detail' || kind === 'medical') {
    throw new AppError('forbidden', undefined, 'visits.roleNotAllowed');
  }
}

/** Rejects unknown question ids with a field error at `answers.<id>`. */
export function assertKnownIds(template: Template, answers: Record<string, unknown>): void {
  const known = answerableIds(template);
  const unknown = Object.keys(answers).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new AppError(
      'validation',
      unknown
        .slice(0, 20)
        .map((key) => ({ path: `answers.${key}`, message: 'validation.unknownQuestion' })),
    );
  }
}

const schemaCache = new Map<string, { today: string; schema: AnswerSchema }>();

/**
 * The answer schema of a template (or of one staff role's sections of it), built once per
 * template and day: building walks every question, and submissions of one template all share
 * it (dates compare against `today`).
 */
export function answerSchemaFor(
  template: Template,
  today: string = todayIso(),
  role?: StaffRole,
): AnswerSchema {
  const key = role
    ? `${template.id}@${template.version}#${role}`
    : `${template.id}@${template.version}`;
  const cached = schemaCache.get(key);
  if (cached && cached.today === today) return cached.schema;
  const schema = role
    ? buildRoleAnswerSchema(template, role, { today })
    : buildAnswerSchema(template, { today });
  schemaCache.set(key, { today, schema });
  return schema;
}
