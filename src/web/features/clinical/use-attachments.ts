import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttachmentDto } from '../../../shared/api/attachments';
import { callApi } from '../../api/endpoint';

export type AttachmentsState =
  | { status: 'loading' }
  | { status: 'ready'; attachments: AttachmentDto[] }
  | { status: 'failed'; message: string };

/** A visit's attachments (GET /api/visits/:id/attachments), loaded again after each upload. */
export function useAttachments(appointmentId: string) {
  const [state, setState] = useState<AttachmentsState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(
    async (background: boolean) => {
      const request = ++latest.current;
      if (!background) setState({ status: 'loading' });
      const envelope = await callApi(
        'GET /api/visits/:appointment_id/attachments',
        { params: { appointment_id: appointmentId } },
        { base: 'nurse', quiet: true, background: true },
      );
      // An older answer arriving after a newer request must not replace it.
      if (request !== latest.current) return;
      if (envelope.code === 0)
        setState({ status: 'ready', attachments: envelope.data.attachments });
      else setState({ status: 'failed', message: envelope.message });
    },
    [appointmentId],
  );

  useEffect(() => {
    void load(false);
    return () => {
      latest.current += 1;
    };
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const retry = useCallback(() => void load(false), [load]);
  return { state, reload, retry };
}

/** Where a stored attachment or its preview is served. */
export function attachmentUrl(
  base: string,
  appointmentId: string,
  uploadId: string,
  part: 'file' | 'thumbnail',
): string {
  const visit = encodeURIComponent(appointmentId);
  return `${base}/api/visits/${visit}/attachments/${encodeURIComponent(uploadId)}/${part}`;
}
