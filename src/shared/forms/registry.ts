import type { Template } from './model';
import { TEMPLATES } from './templates';

export type TemplateId = keyof typeof TEMPLATES;

export const templateIds = Object.keys(TEMPLATES) as TemplateId[];

export function isTemplateId(id: string): id is TemplateId {
  return Object.hasOwn(TEMPLATES, id);
}

/**
 * The template with this id, and only if its version matches when one is given: the server
 * validates a submission with exactly the template the client saw, never a newer one.
 */
export function getTemplate(id: string, version?: string): Template | undefined {
  if (!isTemplateId(id)) return undefined;
  const template: Template = TEMPLATES[id];
  return version === undefined || template.version === version ? template : undefined;
}
