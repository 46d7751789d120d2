import { loadTemplate } from '../../../shared/forms/load-template';
import type { Template } from './engine';

/**
 * Templates already downloaded, by id, so a page whose template came before it mounted (a
 * server-rendered first screen being hydrated, or one preloaded at start) draws the form on its
 * first render instead of a loading line first.
 */
const loaded = new Map<string, Template>();

export function loadedTemplate(id: string): Template | undefined {
  return loaded.get(id);
}

export async function loadTemplateRemembered(id: string): Promise<Template | undefined> {
  const template = await loadTemplate(id);
  if (template) loaded.set(id, template);
  return template;
}
