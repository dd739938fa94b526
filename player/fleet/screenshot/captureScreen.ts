import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_WIDTH } from '../../../contract/fleet/screenshots.ts';
import { encodeSteps, fitUnder } from './fitJpeg.ts';

/** A capture that hangs (a font or an image that never loads) gives up rather than hold the commands. */
const CAPTURE_TIMEOUT_MS = 20_000;

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The screenshot could not be encoded.'))), 'image/jpeg', quality);
  });
}

function scaled(source: HTMLCanvasElement, width: number): HTMLCanvasElement {
  if (width === source.width) return source;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.max(1, Math.round((source.height * width) / source.width));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the screenshot on.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * What this window shows, drawn into a JPEG of at most SCREENSHOT_MAX_BYTES and
 * SCREENSHOT_MAX_WIDTH pixels wide: the page as it is (videos as their current frame, which
 * modern-screenshot draws from the video element). The library loads only when a screenshot is
 * taken, so the player's first load stays small (and the service worker does not fetch it at
 * install: player/sw.ts).
 */
export async function captureScreen(): Promise<Blob> {
  const { domToCanvas } = await import('./screenshotLibrary.ts');
  const width = window.innerWidth;
  const height = window.innerHeight;
  const scale = Math.min(1, SCREENSHOT_MAX_WIDTH / Math.max(1, width));
  const canvas = await domToCanvas(document.body, {
    width,
    height,
    scale,
    backgroundColor: '#000000',
    timeout: CAPTURE_TIMEOUT_MS,
  });
  const fitted = await fitUnder(encodeSteps(canvas.width, SCREENSHOT_MAX_WIDTH), SCREENSHOT_MAX_BYTES, (step) => toJpeg(scaled(canvas, step.width), step.quality));
  if (!fitted) throw new Error('The screenshot stays larger than 150 KB.');
  return fitted.encoded;
}
