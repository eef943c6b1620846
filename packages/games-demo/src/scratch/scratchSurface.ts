import { createCoverageGrid } from './coverageGrid';

/** A scratch card's foil on a canvas and how much of it is cleared, in the card's own units. */
export interface ScratchSurface {
  /** Brushes from `from` to `to` (a dab at `to` without `from`). */
  brush(to: number[], from?: number[]): void;
  /** Clears all of it (Reveal). */
  clearAll(): void;
  /** Cleared fraction, 0–1. */
  fraction(): number;
}

/**
 * Paints the foil over a `width` × `height` card on `canvas` and returns its brush. The backing
 * store is the drawn size times the pixel ratio (sharp on a large card and a dense screen); the
 * foil's colours are theme tokens (`--gc-scratch-foil-*`) read from the canvas's styles: brushed
 * bands of its tones and the hint. Without a 2D context the brush still counts what is cleared.
 */
export function createScratchSurface(
  canvas: HTMLCanvasElement,
  width: number,
  height: number,
  size: number,
): ScratchSurface {
  const grid = createCoverageGrid(width, height);
  const scale =
    ((canvas.clientWidth || width) / width) *
    (canvas.ownerDocument.defaultView?.devicePixelRatio || 1);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    // No 2D context (a locked-down browser): Reveal and the grid still play the card.
  }
  if (ctx) {
    ctx.scale(scale, scale);
    const style = getComputedStyle(canvas);
    const foil = (part: string) =>
      style.getPropertyValue(`--gc-scratch-foil-${part}`).trim() || 'silver';
    // Brushed foil: soft bands of its two tones across the card, then the hint.
    const sheen = ctx.createLinearGradient(0, 0, width, height);
    for (let i = 0; i <= 24; i += 1)
      sheen.addColorStop(i / 24, foil(i % 2 ? 'start' : i % 3 ? 'middle' : 'end'));
    ctx.fillStyle = sheen;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = foil('text');
    ctx.font = '700 18px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('Scratch here', width / 2, height / 2);
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = ctx.lineJoin = 'round';
    ctx.lineWidth = size;
  }
  return {
    brush(to, from = to) {
      const [x0 = 0, y0 = 0] = from;
      const [x1 = 0, y1 = 0] = to;
      if (ctx) {
        ctx.beginPath();
        // A zero-length line draws nothing: a dab is a filled circle.
        if (from === to) {
          ctx.arc(x1, y1, size / 2, 0, 7);
          ctx.fill();
        } else {
          ctx.moveTo(x0, y0);
          ctx.lineTo(x1, y1);
          ctx.stroke();
        }
      }
      grid.stroke(x0, y0, x1, y1, size / 2);
    },
    clearAll() {
      grid.clearAll();
      ctx?.clearRect(0, 0, width, height);
    },
    fraction: grid.fraction,
  };
}
