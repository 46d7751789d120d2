import SignaturePadEngine from 'signature_pad';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import formStyles from './form.module.css';
import { canvasSize, LINE_WIDTH, needsResize, pixelRatio, typedFontSize } from './signature-sizing';
import { strokesOf, type StrokePoint } from './signature-strokes';
import styles from './signature-pad.module.css';

export type { StrokePoint } from './signature-strokes';

export interface SignatureResult {
  /** `data:image/png;base64,...` */
  png: string;
  method: 'drawn' | 'typed';
  /** Drawn: the pad's points, kept for the record. Typed: empty. */
  strokes: StrokePoint[];
  /** Typed: the name as typed. */
  typedName?: string;
}

interface SignaturePadProps {
  /** The pad sits inside its field, under the field's section title: one level below that. */
  headingLevel: 3 | 4;
  /** Pre-fills the typed alternative (the client's name from the form). */
  defaultName?: string;
  /** Exposed on the typed name, the pad's one field a screen reader fills. */
  required?: boolean | undefined;
  onConfirm: (result: SignatureResult) => void;
  onCancel: () => void;
}

/** A typed name drawn as a signature image, for people who cannot draw one. */
export function typedSignaturePng(name: string, dir: 'ltr' | 'rtl'): string {
  const ratio = pixelRatio(window.devicePixelRatio);
  const width = 600;
  const height = 160;
  const canvas = document.createElement('canvas');
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d context unavailable');
  ctx.scale(ratio, ratio);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.direction = dir;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const font = (size: number) =>
    `italic ${size}px "Segoe Script", "Brush Script MT", cursive, serif`;
  ctx.font = font(
    typedFontSize((size) => {
      ctx.font = font(size);
      return ctx.measureText(name).width;
    }, width - 40),
  );
  ctx.fillText(name, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}

/**
 * The signature screen (spec §3, §9): draw with a finger, pen or mouse (pointer events), rewrite,
 * confirm; the PNG is shown back by the caller. A typed name is the keyboard and screen-reader
 * path. Loaded lazily: it is its own chunk.
 */
export function SignaturePad(props: SignaturePadProps) {
  const { t, i18n } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [typed, setTyped] = useState(props.defaultName ?? '');
  const [debug, setDebug] = useState('');
  const headingId = useId();
  const typedId = useId();
  const messageId = useId();
  const hintId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = props.headingLevel === 4 ? 'h4' : 'h3';

  // The Sign button that opened the pad is gone: focus moves to the pad, not to the page.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    if (!canvas || !box) return;
    const pad = new SignaturePadEngine(canvas, {
      minWidth: LINE_WIDTH / 2,
      maxWidth: LINE_WIDTH / 2,
      dotSize: LINE_WIDTH / 2,
      penColor: '#000',
      backgroundColor: 'rgb(255, 255, 255)',
    });
    padRef.current = pad;
    const resize = () => {
      // Sharp on high-DPI screens: the bitmap has device pixels, drawing uses CSS pixels.
      const ratio = pixelRatio(window.devicePixelRatio);
      const size = canvasSize(box.clientWidth, box.clientHeight, ratio);
      const data = pad.toData();
      canvas.style.setProperty('inline-size', `${size.width}px`);
      canvas.style.setProperty('block-size', `${size.height}px`);
      canvas.width = size.bitmapWidth;
      canvas.height = size.bitmapHeight;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(data);
    };
    resize();
    const observer = new ResizeObserver(() => {
      if (needsResize(box.clientWidth, pixelRatio(window.devicePixelRatio), canvas.width)) {
        resize();
      }
    });
    observer.observe(box);
    const clearMessage = () => setMessage(null);
    pad.addEventListener('beginStroke', clearMessage);
    let onMove: ((event: PointerEvent) => void) | undefined;
    if (import.meta.env.DEV) {
      onMove = (event) => {
        const rect = canvas.getBoundingClientRect();
        setDebug(
          `${Math.round(event.clientX - rect.left)}, ${Math.round(event.clientY - rect.top)}`,
        );
      };
      canvas.addEventListener('pointermove', onMove);
    }
    return () => {
      observer.disconnect();
      pad.removeEventListener('beginStroke', clearMessage);
      if (onMove) canvas.removeEventListener('pointermove', onMove);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const confirmDrawn = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      setMessage(t('signature.empty'));
      return;
    }
    props.onConfirm({ png: pad.toDataURL('image/png'), method: 'drawn', strokes: strokesOf(pad) });
  };

  const confirmTyped = () => {
    const name = typed.trim();
    if (name === '') {
      setMessage(t('signature.typedEmpty'));
      return;
    }
    const dir = i18n.dir() === 'rtl' ? 'rtl' : 'ltr';
    props.onConfirm({
      png: typedSignaturePng(name, dir),
      method: 'typed',
      strokes: [],
      typedName: name,
    });
  };

  return (
    // A group, not a landmark: the field around it already says what is signed; its heading
    // says what to do.
    <div
      className={styles.pad}
      role="group"
      aria-labelledby={headingId}
      data-testid="signature-pad"
    >
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('signature.padTitle')}
      </Heading>
      <div ref={boxRef} className={styles.box}>
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          role="img"
          aria-label={t('signature.canvas')}
          data-testid="signature-canvas"
        />
        <div className={styles.padActions}>
          <button
            type="button"
            className={formStyles.secondary}
            onClick={() => {
              padRef.current?.clear();
              setMessage(null);
            }}
          >
            {t('signature.rewrite')}
          </button>
          <button type="button" className={formStyles.primary} onClick={confirmDrawn}>
            {t('signature.confirm')}
          </button>
        </div>
      </div>
      {import.meta.env.DEV ? (
        <p className={styles.debug} aria-hidden="true" data-testid="signature-debug">
          {debug}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} role="alert" className={formStyles.error}>
          {message}
        </p>
      ) : null}
      <div className={styles.typed}>
        <label htmlFor={typedId} className={formStyles.label}>
          {t('signature.typedName')}
        </label>
        <p id={hintId} className={formStyles.hint}>
          {t('signature.typedHint')}
        </p>
        <input
          id={typedId}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          aria-required={props.required || undefined}
          className={formStyles.input}
          type="text"
          autoComplete="name"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={confirmTyped}>
            {t('signature.useTyped')}
          </button>
          <button type="button" className={formStyles.link} onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
