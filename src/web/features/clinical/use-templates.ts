import { useEffect, useState } from 'react';
import { loadTemplate } from '../../../shared/forms/load-template';
import type { Template } from '../../../shared/forms/model';

export interface TemplatesState {
  /** The templates loaded so far, by id. */
  templates: ReadonlyMap<string, Template>;
  /** Ids that could not be loaded (unknown to this build, or the chunk failed). */
  failed: ReadonlySet<string>;
  retry: () => void;
}

/**
 * Loads each template a record names (each its own chunk). A record always renders with the
 * template its submission names, so it reads as the signer saw it.
 */
export function useTemplates(ids: readonly string[]): TemplatesState {
  const key = [...new Set(ids)].sort().join(',');
  const [attempt, setAttempt] = useState(0);
  const [templates, setTemplates] = useState<ReadonlyMap<string, Template>>(new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    setFailed(new Set());
    for (const id of key ? key.split(',') : []) {
      loadTemplate(id).then(
        (template) => {
          if (!live) return;
          if (template) setTemplates((m) => new Map(m).set(id, template));
          else setFailed((s) => new Set(s).add(id));
        },
        () => live && setFailed((s) => new Set(s).add(id)),
      );
    }
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return { templates, failed, retry: () => setAttempt((n) => n + 1) };
}
