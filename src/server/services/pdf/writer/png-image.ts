import type { PDFContext, PDFRef } from 'pdf-lib';
import { decodePng } from './png-decode';
import { flateStream, type StreamDict } from './streams';

/**
 * A PNG as an image XObject: RGB samples plus its alpha channel as a soft mask, so a signature
 * drawn on a transparent canvas keeps its transparency.
 */
export function embedPng(context: PDFContext, png: Uint8Array): PDFRef {
  const { width, height, rgb, alpha } = decodePng(png);
  const image: StreamDict = {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: 8,
  };
  const mask: StreamDict = alpha
    ? { SMask: flateStream(context, alpha, { ...image, ColorSpace: 'DeviceGray' }) }
    : {};
  return flateStream(context, rgb, { ...image, ColorSpace: 'DeviceRGB', ...mask });
}
