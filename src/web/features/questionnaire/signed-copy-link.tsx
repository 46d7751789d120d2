import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { API_BASES, REQUEST_TIMEOUT_MS } from '../../api/client';
import pageStyles from '../../ui/page.module.css';

type State = 'idle' | 'preparing' | 'failed';

/** The file name the server gives the copy (no PHI in it), or a plain one. */
function filenameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'signed-form.pdf';
}

/** Hands the fetched bytes to the browser as a download under the server's file name. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Not revoked at once: some browsers read the blob after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The client's own copy of what they just signed, as the stored PDF (decision 014). The link is
 * fetched rather than followed: right after signing the copy may still be rendering, which can
 * take a few seconds on a phone's connection, and a refused or failed answer followed as a link
 * would be saved as a broken file with nothing said on the page. So the page says it is
 * preparing the file, and says so when it could not. Without JavaScript the link still works.
 */
export function SignedCopyLink({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('idle');
  const busy = useRef(false);
  const href = `${API_BASES.crm}/api/forms/submissions/${encodeURIComponent(submissionId)}/pdf`;

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState('preparing');
    const abort = new AbortController();
    const timer = window.setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
    try {
      const response = await fetch(href, { credentials: 'same-origin', signal: abort.signal });
      if (!response.ok) throw new Error(`status ${response.status}`);
      save(await response.blob(), filenameOf(response));
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      window.clearTimeout(timer);
      busy.current = false;
    }
  }

  return (
    <>
      <p className={pageStyles.meta}>
        <a
          href={href}
          download
          onClick={(event) => void download(event)}
          data-testid="download-signed-copy"
        >
          {t('outcome.downloadPdf')}
        </a>
      </p>
      {/* Always present, so screen readers announce the text when it appears. */}
      <p className={pageStyles.meta} role="status" data-testid="signed-copy-status">
        {state === 'preparing' ? t('outcome.preparingPdf') : ''}
      </p>
      {state === 'failed' ? (
        <p className={pageStyles.meta} role="alert" data-testid="signed-copy-failed">
          {t('outcome.pdfFailed')}
        </p>
      ) : null}
    </>
  );
}
