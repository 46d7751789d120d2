import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answers, Template } from '../../../shared/forms/model';
import { DraftSaver, type DraftStatus } from './draft-saver';
import { putTreatmentDraft } from './visit-api';

/** About a second after typing stops, as the client questionnaire's server draft. */
const DRAFT_DELAY_MS = 1000;

/**
 * The nurse's treatment record saved on the server as they type (PUT …/treatment/draft), so a
 * closed tab or a tablet handed over loses nothing. Pending answers are sent when the page is
 * left; `stop` ends saving once the record is signed.
 */
export function useTreatmentDraft(appointmentId: string, template: Template | undefined) {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const saver = useRef<DraftSaver<Answers> | null>(null);

  useEffect(() => {
    if (!template) return;
    const current = new DraftSaver<Answers>({
      delayMs: DRAFT_DELAY_MS,
      onStatus: setStatus,
      save: async (answers) => {
        const envelope = await putTreatmentDraft(appointmentId, {
          template_id: template.id,
          version: template.version,
          answers,
        });
        return envelope.code === 0;
      },
    });
    saver.current = current;
    const flush = () => void current.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      void current.flush().then(() => current.stop());
      saver.current = null;
    };
  }, [appointmentId, template]);

  const schedule = useCallback((answers: Answers) => saver.current?.schedule(answers), []);
  const flush = useCallback(async () => saver.current?.flush(), []);
  const stop = useCallback(() => saver.current?.stop(), []);
  return { status, schedule, flush, stop };
}
