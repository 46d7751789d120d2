import type { AttachmentKind } from '../../../shared/api/attachments';
import { API_BASES, csrfHeaders, REQUEST_TIMEOUT_MS } from '../../api/client';
import { i18next } from '../../i18n/i18n';
import { photoToSend } from './photo-to-send';

export interface UploadOutcome {
  ok: boolean;
  /** Why it failed, translated (the server's message key), when the server said. */
  reason?: string;
}

/** The spec's upload answer: the envelope plus `status`, 1 = success. */
interface UploadAnswer {
  status?: number;
  message?: string;
  data?: { fields?: { message?: string }[] } | null;
}

function dataUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends one photo or scan to the spec's upload call for the visit: a PDF as the `file` part of
 * upload_medicalform_pdf, anything else as a data URL in `base64_img[]` of
 * upload_medicalform_image (the server judges the bytes, not the declared type), a photo first
 * made small enough to send (photo-to-send.ts). Through
 * XMLHttpRequest because fetch reports no upload progress. Never throws.
 */
export async function uploadAttachment(
  appointmentId: string,
  kind: AttachmentKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  const pdf = file.type === 'application/pdf';
  const body = new FormData();
  body.append('appointment_id', appointmentId);
  body.append('kind', kind);
  try {
    if (pdf) body.append('file', file, 'upload.pdf');
    else body.append('base64_img[]', await dataUrlOf(await photoToSend(file)));
  } catch {
    return { ok: false };
  }
  const path = pdf ? 'upload_medicalform_pdf' : 'upload_medicalform_image';
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASES.nurse}/api/mform/${path}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let answer: UploadAnswer = {};
      try {
        answer = JSON.parse(xhr.responseText) as UploadAnswer;
      } catch {
        // A proxy's error page: no reason to show beyond the failure itself.
      }
      if (answer.status === 1) resolve({ ok: true });
      else {
        // A refused file names its reason on the field (type, size, unreadable).
        const key = answer.data?.fields?.[0]?.message ?? answer.message ?? '';
        resolve({ ok: false, reason: key && key !== 'ok' ? i18next.t(key, key) : undefined });
      }
    };
    xhr.onerror = () => resolve({ ok: false, reason: i18next.t('errors.network') });
    xhr.ontimeout = xhr.onerror;
    xhr.send(body);
  });
}
