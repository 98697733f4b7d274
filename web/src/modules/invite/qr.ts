import qrcode from 'qrcode-generator';
import { downloadFile } from '../../lib/download';

/**
 * A QR code's dark modules as one SVG path (a unit square per module, the 4-module quiet zone
 * included): error correction M, the smallest version that holds the text.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 4;
  let path = '';
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++)
      if (qr.isDark(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  return { size: count + 2 * quiet, path };
}

/** The same code as a standalone SVG file (black on white), for download and print. */
export function qrSvg(text: string, pixels = 512): string {
  const { size, path } = qrPath(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/** Saves an SVG file through the browser. */
export const downloadSvg = (name: string, svg: string): void => downloadFile(name, [svg], 'image/svg+xml');
