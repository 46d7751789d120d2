/**
 * A tablet's camera takes photos of 12 MP and more, 3–8 MB each: over the upload limit
 * (UPLOAD_MAX_BYTES, 5 MB) and slow to send and to check on the server. Before a photo is sent
 * the browser redraws it at most PHOTO_MAX_EDGE pixels on its longest side (an ID document or a
 * signed page stays easy to read) as a JPEG. Redrawing also turns the picture upright: the
 * camera's orientation tag would not survive the server, which keeps only pixels.
 */
export const PHOTO_MAX_EDGE = 2560;
export const PHOTO_QUALITY = 0.85;
/** A PNG (a screenshot, a scanned page) this small is sent as it is: text stays crisp. */
const PNG_SENT_AS_IS_BYTES = 1_500_000;

/** The size a picture is drawn at: its own, or scaled down to fit `maxEdge`. */
export function scaledSize(
  width: number,
  height: number,
  maxEdge = PHOTO_MAX_EDGE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether a picture of this type, size and pixel size is redrawn before it is sent. */
export function needsRedraw(type: string, bytes: number, width: number, height: number): boolean {
  if (type === 'image/jpeg') return true;
  return bytes > PNG_SENT_AS_IS_BYTES || Math.max(width, height) > PHOTO_MAX_EDGE;
}

/**
 * The picture as it is sent: redrawn when `needsRedraw` says so, else the file itself. Anything
 * the browser cannot draw (a PDF, a damaged or unknown file) is sent unchanged, and the server
 * judges it as before.
 */
export async function photoToSend(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (!needsRedraw(file.type, file.size, bitmap.width, bitmap.height)) return file;
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG would turn black in a JPEG: paper is white.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY),
    );
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
