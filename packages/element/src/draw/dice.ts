/**
 * Dice drawing (d4 triangles, d6 pips, numbered faces), kept apart from the scene so that
 * boards of games without dice never load it. What loads it registers it (scene.ts's `setDieDrawer`).
 */
import type { Die } from '../engine.js';
import { pts } from './scene.js';
import { FONT, r2 } from './shapes.js';
import type { Shape } from './shapes.js';
import { addDefaultStrings } from '../strings.js';

addDefaultStrings({ die: (value, sides) => (value === null ? `d${sides}, not rolled` : `d${sides} showing ${value}`) });

/** What dice add to a board's stylesheet (build.mjs squeezes the whitespace of css`` blocks). */
const css = String.raw;
export const diceStyles = css`
  .die.rolling { animation: vb-roll 0.55s ease-out; transform-box: fill-box; transform-origin: center; }
  .die.rolling.r1 { animation-duration: 0.65s; }
  @keyframes vb-roll {
    0% { transform: rotate(-200deg) scale(0.6); }
    70% { transform: rotate(15deg) scale(1.08); }
    100% { transform: rotate(0) scale(1); }
  }
  @media (prefers-reduced-motion: reduce) {
    .die.rolling { animation: none; }
  }
  @media (forced-colors: active) {
    .drawing .die-face { fill: Canvas !important; stroke: CanvasText !important; }
    .drawing .pip, .drawing .die-num { fill: CanvasText !important; }
  }
`;

/** A die's face, outline and pips. */
const FACE = '#ffffff', EDGE = '#333333', PIP = '#1b1b1b';

export function dieShape(die: Die, x: number, y: number, size: number, i: number, rolling: boolean): Shape {
  const children: Shape[] = [];
  const h = size / 2;
  if (die.sides === 4) {
    children.push({ kind: 'polygon', cls: 'die-face', points: pts([{ x, y: y - h }, { x: x + h, y: y + h * 0.8 }, { x: x - h, y: y + h * 0.8 }]), fill: FACE, stroke: EDGE, strokeWidth: r2(size * 0.05) });
    children.push({ kind: 'text', cls: 'die-num', x: r2(x), y: r2(y + h * 0.55), text: die.value === null ? '?' : String(die.value), fill: PIP, fontSize: r2(size * 0.5), anchor: 'middle', fontWeight: '700', font: FONT });
  } else {
    children.push({ kind: 'rect', cls: 'die-face', x: r2(x - h), y: r2(y - h), width: r2(size), height: r2(size), rx: r2(size * 0.18), fill: FACE, stroke: EDGE, strokeWidth: r2(size * 0.05) });
    const v = die.value;
    if (die.sides === 6 && v !== null && v >= 1 && v <= 6) {
      const q = size * 0.26;
      const spots: Record<number, [number, number][]> = {
        1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
        5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
      };
      for (const [dx, dy] of spots[v]!) children.push({ kind: 'circle', cls: 'pip', cx: r2(x + dx * q), cy: r2(y + dy * q), r: r2(size * 0.09), fill: PIP });
    } else {
      children.push({ kind: 'text', cls: 'die-num', x: r2(x), y: r2(y + size * 0.18), text: v === null ? '?' : String(v), fill: PIP, fontSize: r2(size * 0.5), anchor: 'middle', fontWeight: '700', font: FONT });
    }
  }
  return { kind: 'g', cls: `die d${die.sides}${rolling ? ` rolling r${i % 2}` : ''}`, children };
}

