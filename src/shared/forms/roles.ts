import { buildAnswerSchema, type SchemaOptions } from './answer-schema';
import type { Answers, QuestionId, Section, StaffRole, Template } from './model';

/**
 * Staff sections (spec §6: "practitioner-only and nurse-only sections"). A staff template's
 * sections each name the role that writes them; the server lets a writer submit only the
 * sections of their own role, validated without anyone else's required questions.
 */

export const STAFF_ROLES: readonly StaffRole[] = ['practitioner', 'nurse'];

/** A staff template (`detail`, `medical`): written by staff through the visits API, never by a client. */
export function isStaffTemplate(template: Template): boolean {
  return template.kind === 'detail' || template.kind === 'medical';
}

/** The sections this role writes, in template order. */
export function sectionsForRole(template: Template, role: StaffRole): Section[] {
  return template.sections.filter((section) => section.role === role);
}

/** The role whose section holds this question; undefined for a client question or an unknown id. */
export function roleOfQuestion(template: Template, questionId: QuestionId): StaffRole | undefined {
  return template.sections.find((s) => s.questions.some((q) => q.id === questionId))?.role;
}

/**
 * The answer schema of one role's part: only that role's sections are validated and kept, so the
 * other role's required questions are not required here. Conditions inside a role's sections may
 * refer only to that role's questions (templates.test.ts checks it), which is what makes the
 * part valid on its own.
 */
export function buildRoleAnswerSchema(
  template: Template,
  role: StaffRole,
  options?: Partial<SchemaOptions>,
) {
  return buildAnswerSchema({ ...template, sections: sectionsForRole(template, role) }, options);
}

/**
 * Answer keys this role may not write: keys of another role's (or the client's) questions, and
 * keys of no question at all. The schema would silently drop them; the server refuses them
 * instead, so a writer learns that the answer was not theirs to give.
 */
export function foreignAnswerIds(template: Template, role: StaffRole, answers: Answers): string[] {
  const own = new Set(sectionsForRole(template, role).flatMap((s) => s.questions.map((q) => q.id)));
  return Object.keys(answers).filter((key) => !own.has(key));
}
