import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { LegalDocumentDto } from '../../../shared/api/legal-documents';
import { directionOf, toLanguage, type Language } from '../../../shared/languages';
import type { LegalDocumentKind } from '../../../shared/legal-documents';
import { legalBlocks } from '../../../shared/legal-text';
import { callApi } from '../../api/endpoint';
import formStyles from '../form.module.css';
import { formatDate } from '../format-date';
import styles from './legal-dialog.module.css';
import { rememberShown } from './shown-documents';

type State =
  { status: 'loading' } | { status: 'ready'; document: LegalDocumentDto } | { status: 'failed' };

/** The brand's current version of one document in one language: its number, then its text. */
async function loadDocument(
  brand: string,
  kind: LegalDocumentKind,
  language: Language,
): Promise<State> {
  const options = { background: true, quiet: true } as const;
  const current = await callApi(
    'GET /api/legal-documents/:brand',
    { params: { brand }, query: { language } },
    options,
  );
  if (current.code !== 0) return { status: 'failed' };
  const meta = current.data.documents.find((d) => d.kind === kind);
  if (!meta) return { status: 'failed' };
  const text = await callApi(
    'GET /api/legal-documents/:brand/:kind/:version',
    { params: { brand, kind, version: String(meta.version) }, query: { language } },
    options,
  );
  if (text.code !== 0) return { status: 'failed' };
  return { status: 'ready', document: text.data };
}

/**
 * The terms of service or privacy policy over the form, in a modal dialog (focus stays inside,
 * Esc closes it, the form underneath keeps every answer). What it showed is remembered, so the
 * consent records exactly that version and text.
 */
export function LegalDocumentDialog(props: {
  brand: string;
  kind: LegalDocumentKind;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const { brand, kind, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void loadDocument(brand, kind, language).then((next) => {
      if (!live) return;
      if (next.status === 'ready') rememberShown(brand, language, next.document);
      setState(next);
    });
    return () => {
      live = false;
    };
  }, [brand, kind, language, attempt]);

  const document = state.status === 'ready' ? state.document : undefined;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="legal-document"
      data-kind={kind}
      data-version={document?.version}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.head}>
          <div>
            <h2
              id={titleId}
              className={styles.title}
              lang={document?.language ?? language}
              dir={directionOf(document?.language ?? language)}
            >
              {document?.title ?? t(`legal.kind.${kind}`)}
            </h2>
            {document ? (
              <p className={styles.meta}>
                {t('legal.version', {
                  version: document.version,
                  date: formatDate(document.published_at.slice(0, 10)),
                })}
              </p>
            ) : null}
          </div>
        </div>
        {/* The text scrolls on its own: focusable, so a keyboard can scroll it too. */}
        <div className={styles.body} tabIndex={0} role="region" aria-labelledby={titleId}>
          {state.status === 'loading' ? <p role="status">{t('loading.label')}</p> : null}
          {state.status === 'failed' ? (
            <div className={formStyles.alert} role="alert">
              <p>{t('legal.loadFailed')}</p>
              <button
                type="button"
                className={formStyles.secondary}
                onClick={() => setAttempt((n) => n + 1)}
              >
                {t('chunk.retry')}
              </button>
            </div>
          ) : null}
          {document ? <DocumentBody body={document.body} language={document.language} /> : null}
        </div>
        <div className={styles.foot}>
          <button type="button" className={formStyles.primary} onClick={onClose}>
            {t('legal.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** Headings, paragraphs and lists of a published text; nothing in it becomes markup. */
function DocumentBody({ body, language }: { body: string; language: Language }) {
  return (
    <div lang={language} dir={directionOf(language)} data-testid="legal-document-body">
      {legalBlocks(body).map((block, index) => {
        if (block.type === 'heading') return <h3 key={index}>{block.text}</h3>;
        if (block.type === 'paragraph') return <p key={index}>{block.text}</p>;
        return (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
