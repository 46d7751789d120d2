/** How large an image the server agrees to decode, judged from its header before decoding. */
export interface ImageCap {
  maxSide: number;
  maxPixels: number;
}

/**
 * Photographed or scanned documents: a 24 MP phone photo (5712 × 4284 = 24.5 million pixels)
 * or an A4 page scanned at 500 dpi fits. The per-side limit also keeps row-by-row decoders
 * from allocating millions of rows for a long thin image.
 */
export const UPLOAD_IMAGE_CAP: ImageCap = { maxSide: 6000, maxPixels: 25_000_000 };

/**
 * Signatures are drawn on a canvas of at most ~950 × 220 CSS pixels, times the device pixel
 * ratio (up to 4): about 3800 × 880. This route is reachable without a session (public form
 * submissions), so the cap is as tight as real signatures allow.
 */
export const SIGNATURE_IMAGE_CAP: ImageCap = { maxSide: 4096, maxPixels: 4_000_000 };

export type CapVerdict = 'ok' | 'empty' | 'tooLarge';

export function judgeSize(size: { width: number; height: number }, cap: ImageCap): CapVerdict {
  if (size.width < 1 || size.height < 1) return 'empty';
  if (size.width > cap.maxSide || size.height > cap.maxSide) return 'tooLarge';
  return size.width * size.height > cap.maxPixels ? 'tooLarge' : 'ok';
}
