import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { TextField } from '../../ui/text-field';
import form from '../../ui/form.module.css';
import { parseDeskInput, type DeskCode } from './desk-code';

// The camera code (and jsQR) loads only when staff start a scan.
const QrScanner = lazy(() => import('./qr-scanner').then((m) => ({ default: m.QrScanner })));

/** Type the code or paste the link, or scan the client's QR code with the camera. */
export function DeskCodeForm({
  onCheck,
  onEdit,
}: {
  onCheck: (input: DeskCode) => void;
  /** The code was changed: the last check's outcome is about another one. */
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [scanning, setScanning] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDeskInput(text);
    if (!parsed) {
      setError('verify.enterCode');
      return;
    }
    setError(undefined);
    onCheck(parsed);
  }

  const onScan = useCallback(
    (scanned: string) => {
      setScanning(false);
      const parsed = parseDeskInput(scanned);
      if (parsed) onCheck(parsed);
      else setError('verify.scanUnreadable');
    },
    [onCheck],
  );
  const stop = useCallback(() => setScanning(false), []);

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <TextField
        label={t('verify.codeLabel')}
        hint={t('verify.codeHint')}
        error={error}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(next) => {
          setText(next);
          onEdit();
        }}
      />
      <div className={form.actions}>
        <button type="submit" className={form.primary}>
          {t('verify.check')}
        </button>
        {!scanning && (
          <button type="button" className={form.secondary} onClick={() => setScanning(true)}>
            {t('verify.scan')}
          </button>
        )}
      </div>
      {scanning && (
        <Suspense fallback={<p role="status">{t('loading.label')}</p>}>
          <QrScanner onScan={onScan} onClose={stop} />
        </Suspense>
      )}
    </form>
  );
}
