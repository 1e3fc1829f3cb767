/**
 * The sharing buttons' work (Copy link, Save SVG, Save PNG) and the board as an image file: PNG from its
 * SVG text. Loaded on the first share or export, not with the controls: most boards never share one.
 */
import { controlStrings } from './control-strings.js';
import type { InputHost } from './host.js';

/**
 * Copy link: the game's link on the clipboard, said in the live region (or the link itself, where the page
 * may not write there), and the `share` event.
 */
export async function copyLink(b: InputHost): Promise<void> {
  try {
    await b._loadRecords();
  } catch {
    // Said as the board's error (`_arrives`).
    return;
  }
  const link = b.shareLink();
  try {
    await navigator.clipboard.writeText(link);
    b._announce = controlStrings().linkCopied;
  } catch {
    b._announce = link;
  }
  b._emit('share', { url: link });
  b._bump();
}

/** Save SVG / Save PNG: the shown position as a file named after the game and its ply. */
export async function save(b: InputHost, kind: 'svg' | 'png'): Promise<void> {
  const blob = kind === 'svg' ? await b._loadRecords().then(() => new Blob([b.toSvg({ width: 640 })], { type: 'image/svg+xml' })) : await b.toPng(640);
  download(blob, `${b._v?.id ?? 'board'}-${b._session?.ply ?? 0}.${kind}`);
}

/** An SVG picture drawn onto a canvas, as PNG. */
export async function svgToPng(text: string, width: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth || width;
    canvas.height = img.naturalHeight || width;
    canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('PNG export failed'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Offers the blob as a download under `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
