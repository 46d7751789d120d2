import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import form from '../../ui/form.module.css';
import { cameraErrorKey, createFrameReader } from './scan-frames';
import styles from './verification.module.css';

interface QrScannerProps {
  onScan: (text: string) => void;
  onClose: () => void;
}

/** The device camera, read a few times a second until a QR code is found (loaded lazily). */
export function QrScanner({ onScan, onClose }: QrScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    async function start() {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const element = video.current;
        if (!active || !element) return;
        element.srcObject = stream;
        await element.play();
        setRunning(true);
        const read = await createFrameReader();
        const tick = async () => {
          if (!active) return;
          const text = await read(element).catch(() => null);
          if (text && active) onScan(text);
          else timer = setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch (e) {
        if (active) setError(cameraErrorKey(e));
      }
    }
    void start();
    return () => {
      active = false;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onScan]);

  return (
    <div className={styles.scanner}>
      {error ? (
        <p className={form.alert} role="alert">
          {t(error)}
        </p>
      ) : (
        <p role="status">{running ? t('verify.scanHint') : t('verify.cameraStarting')}</p>
      )}
      <video
        ref={video}
        className={styles.video}
        muted
        playsInline
        aria-label={t('verify.cameraLabel')}
      />
      <div className={form.actions}>
        <button type="button" className={form.secondary} onClick={onClose}>
          {t('verify.stopScan')}
        </button>
      </div>
    </div>
  );
}
