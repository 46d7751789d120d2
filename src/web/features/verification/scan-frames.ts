/** Reads a QR code from video frames: the browser's BarcodeDetector, else jsQR (pure JS). */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = (new (options: { formats: string[] }) => BarcodeDetectorLike) & {
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || !width || !height) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    const found = jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' });
    return Promise.resolve(found?.data ?? null);
  };
}

export async function createFrameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? jsQrReader();
}

/** A translation key for a camera that could not be opened. */
export function cameraErrorKey(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'verify.cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'verify.cameraMissing';
  if (name === 'NotReadableError') return 'verify.cameraBusy';
  return 'verify.cameraFailed';
}
