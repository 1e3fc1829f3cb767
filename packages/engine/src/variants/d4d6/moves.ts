/**
 * The gambling move generator: given a piece, its die and the number rolled, every
 * distinct result the rules allow (end square, final facing, capture or not). The game,
 * the AI and the tablebase all call this one function.
 *
 * A move is exactly n single steps when any such move exists (the last step may capture);
 * otherwise the longest non-capturing move of n-1, n-2, ... steps; at worst 0 steps. No
 * square is visited twice and the start square counts as visited.
 */
import {
  BORDER, CAVALO, DIAGONAL, E, FORMIGA, GATA, GATO, GUARDA, KNIGHT_PATHS, N, ORTHO_NEIGHBOURS, ORTHOGONAL,
  PLAYING, RATO, RINOCERONTE, S, SIXTH_RANK, STEP, W, colourOf, rankOf, typeOf,
} from './board.js';

export interface MoveOutcome {
  readonly from: number;
  readonly to: number;
  /** Final facing (Cavalo, Rinoceronte), -1 for other pieces. */
  readonly facing: number;
  readonly capture: boolean;
  /** Steps taken (0 when nothing could move). */
  readonly steps: number;
  /** Squares visited, from the start square to `to` (one representative path), when asked for. */
  readonly path: readonly number[] | null;
}

/** The die a piece rolls; a Gata may choose 4 or 6. */
export function diceFor(type: number): readonly (4 | 6)[] {
  switch (type) {
    case RATO: case GATO: case CAVALO: return [4];
    case FORMIGA: case RINOCERONTE: return [6];
    case GATA: return [4, 6];
    default: return [];
  }
}

/** Whether the piece on `t` may be taken by a piece of `colour`: an enemy, and not guarded. */
export function capturable(board: Int8Array, t: number, colour: number): boolean {
  const code = board[t]!;
  if (code === 0 || colourOf(code) === colour) return false;
  if (typeOf(code) === GUARDA) return true;
  const guard = GUARDA | (code & 8);
  for (const n of ORTHO_NEIGHBOURS[t]!) if (board[n] === guard && PLAYING[n]) return false;
  return true;
}

/** Facings a Cavalo of `colour` may take on arriving at `t` while facing `f` (the turning rules). */
export function cavaloTurns(colour: number, t: number, f: number): readonly number[] {
  const sixth = SIXTH_RANK[colour]!;
  if (BORDER[t]) return rankOf(t) > sixth ? SOUTH : NORTH;
  if (rankOf(t) === sixth && (f === N || f === S)) return EAST_WEST;
  return SAME[f]!;
}
const NORTH = [N], SOUTH = [S], EAST_WEST = [E, W];
const SAME = Array.from({ length: 8 }, (_, f) => [f]);

// Scratch space: the generator is not re-entrant, which keeps it allocation-free.
const visited = new Uint8Array(64);
const stamp = new Int32Array(64 * 9);
let generation = 0;
const pathStack = new Int8Array(64);
let pathLen = 0;

let gBoard: Int8Array = new Int8Array(64);
let gColour = 0;
let gFrom = 0;
let gSteps = 0;
let gPaths = false;
let gOut: MoveOutcome[] = [];

function record(to: number, facing: number, capture: boolean): void {
  const key = to * 9 + facing + 1;
  if (stamp[key] === generation) return;
  stamp[key] = generation;
  gOut.push({
    from: gFrom, to, facing, capture, steps: gSteps,
    path: gPaths ? Array.from(pathStack.subarray(0, pathLen)) : null,
  });
}

/**
 * Minimum number of steps between two squares inside the playing area, ignoring pieces:
 * a lower bound that prunes the search. Each of these step graphs is bipartite, so every
 * path between two squares has the parity of this distance. The symmetric step graphs make
 * dist[a * 64 + b] serve both directions. Filled on the first gambling move generated
 * (`fillDistances`): a page that only shows positions and replays no record never needs them,
 * and this code runs before the engine is optimised, so it is worth not running at load.
 */
const DIST_ORTHOGONAL = new Uint8Array(64 * 64);
const DIST_DIAGONAL = new Uint8Array(64 * 64);
const DIST_KNIGHT = new Uint8Array(64 * 64);
let distancesFilled = false;

/** Breadth-first search from each playing square; `next[sq]` lists the squares one step from `sq`. */
function fillDistance(dist: Uint8Array, next: readonly (readonly number[])[]): void {
  dist.fill(255);
  const queue = new Int8Array(64);
  for (let s = 0; s < 64; s++) {
    if (!PLAYING[s]) continue;
    const row = s * 64;
    dist[row + s] = 0;
    queue[0] = s;
    let tail = 1;
    for (let i = 0; i < tail; i++) {
      const x = queue[i]!;
      const d = dist[row + x]! + 1;
      const steps = next[x]!;
      for (let j = 0; j < steps.length; j++) {
        const y = steps[j]!;
        if (dist[row + y] !== 255) continue;
        dist[row + y] = d;
        queue[tail++] = y;
      }
    }
  }
}
/** Squares of the playing area one step along `dirs` from each square. */
const stepsInPlay = (dirs: readonly number[]): number[][] =>
  Array.from({ length: 64 }, (_, sq) => dirs.map((d) => STEP[sq * 8 + d]!).filter((t) => t >= 0 && PLAYING[t]));
function fillDistances(): void {
  fillDistance(DIST_ORTHOGONAL, stepsInPlay(ORTHOGONAL));
  fillDistance(DIST_DIAGONAL, stepsInPlay(DIAGONAL));
  fillDistance(DIST_KNIGHT, KNIGHT_PATHS.map((paths) => paths.map((p) => p.t)));
  distancesFilled = true;
}

/**
 * Whether a simple path of exactly `r` single steps along `dirs` leads from `x` to `t`
 * through empty playing squares (t itself is checked by the caller). Leaves the path on
 * the path stack when it succeeds.
 */
function stepTo(x: number, t: number, dirs: readonly number[], dist: Uint8Array, r: number): boolean {
  for (let i = 0; i < dirs.length; i++) {
    const y = STEP[x * 8 + dirs[i]!]!;
    if (y < 0 || !PLAYING[y]) continue;
    if (r === 1) {
      if (y !== t) continue;
      pathStack[pathLen++] = y;
      return true;
    }
    if (y === t || visited[y] || gBoard[y] !== 0 || dist[y * 64 + t]! > r - 1) continue;
    visited[y] = 1;
    pathStack[pathLen++] = y;
    const found = stepTo(y, t, dirs, dist, r - 1);
    visited[y] = 0;
    if (found) return true;
    pathLen--;
  }
  return false;
}

/** The same for the Gato, whose steps are knight moves through three squares. */
function gatoTo(x: number, t: number, r: number): boolean {
  const paths = KNIGHT_PATHS[x]!;
  for (let i = 0; i < paths.length; i++) {
    const p = paths[i]!;
    const a = p.a, b = p.b, y = p.t;
    if (a === t || b === t || visited[a] || visited[b] || gBoard[a] !== 0 || gBoard[b] !== 0) continue;
    if (r === 1) {
      if (y !== t) continue;
      pathStack[pathLen] = a; pathStack[pathLen + 1] = b; pathStack[pathLen + 2] = y;
      pathLen += 3;
      return true;
    }
    if (y === t || visited[y] || gBoard[y] !== 0 || DIST_KNIGHT[y * 64 + t]! > r - 1) continue;
    visited[a] = visited[b] = visited[y] = 1;
    pathStack[pathLen] = a; pathStack[pathLen + 1] = b; pathStack[pathLen + 2] = y;
    pathLen += 3;
    const found = gatoTo(y, t, r - 1);
    visited[a] = visited[b] = visited[y] = 0;
    if (found) return true;
    pathLen -= 3;
  }
  return false;
}

/**
 * Every end square of a simple k-step path from `from`: each candidate square is tested on
 * its own (distance and parity prune most), which is far cheaper than listing every path.
 */
function reachable(from: number, k: number, mayCapture: boolean, mode: 'orthogonal' | 'diagonal' | 'knight'): void {
  const dist = mode === 'orthogonal' ? DIST_ORTHOGONAL : mode === 'diagonal' ? DIST_DIAGONAL : DIST_KNIGHT;
  const dirs = mode === 'orthogonal' ? ORTHOGONAL : DIAGONAL;
  for (let t = 0; t < 64; t++) {
    const d = dist[from * 64 + t]!;
    if (d > k || ((k - d) & 1) !== 0 || t === from) continue;
    const occupied = gBoard[t] !== 0;
    if (occupied && !(mayCapture && capturable(gBoard, t, gColour))) continue;
    pathLen = 1;
    if (mode === 'knight' ? gatoTo(from, t, k) : stepTo(from, t, dirs, dist, k)) record(t, -1, occupied);
  }
  pathLen = 1;
}

/** Single steps along `dirs` anywhere on the board (the Rinoceronte): plain depth-first search. */
function stepper(sq: number, dirs: readonly number[], k: number, mayCapture: boolean, facing: number): void {
  for (let i = 0; i < dirs.length; i++) {
    const t = STEP[sq * 8 + dirs[i]!]!;
    if (t < 0 || visited[t]) continue;
    if (gBoard[t] === 0) {
      pathStack[pathLen++] = t;
      if (k === 1) record(t, facing, false);
      else {
        visited[t] = 1;
        stepper(t, dirs, k - 1, mayCapture, facing);
        visited[t] = 0;
      }
      pathLen--;
    } else if (k === 1 && mayCapture && capturable(gBoard, t, gColour)) {
      pathStack[pathLen++] = t;
      record(t, facing, true);
      pathLen--;
    }
  }
}

/** Cavalo: straight ahead, turning as the rules demand; a capture is a final diagonal step. */
function cavalo(sq: number, f: number, k: number, mayCapture: boolean): void {
  const t = STEP[sq * 8 + f]!;
  if (t >= 0 && PLAYING[t] && !visited[t] && gBoard[t] === 0) {
    pathStack[pathLen++] = t;
    for (const nf of cavaloTurns(gColour, t, f)) {
      if (k === 1) record(t, nf, false);
      else {
        visited[t] = 1;
        cavalo(t, nf, k - 1, mayCapture);
        visited[t] = 0;
      }
    }
    pathLen--;
  }
  if (k === 1 && mayCapture) {
    for (const d of [(f + 1) & 7, (f + 7) & 7]) {
      const c = STEP[sq * 8 + d]!;
      if (c < 0 || !PLAYING[c] || !capturable(gBoard, c, gColour)) continue;
      pathStack[pathLen++] = c;
      for (const nf of cavaloTurns(gColour, c, f)) record(c, nf, true);
      pathLen--;
    }
  }
}

/** Rinoceronte: diagonally forward or orthogonally backwards, anywhere on the board. */
function rinoDirs(f: number): readonly number[] {
  return RINO_DIRS[f]!;
}
const RINO_DIRS = Array.from({ length: 8 }, (_, f) => [f, (f + 3) & 7, (f + 5) & 7]);

function search(type: number, from: number, facing: number, die: number, roll: number, k: number, mayCapture: boolean): void {
  switch (type) {
    case RATO: reachable(from, k, mayCapture, 'diagonal'); break;
    case FORMIGA: reachable(from, k, mayCapture, 'orthogonal'); break;
    case GATA:
      reachable(from, k, mayCapture, 'orthogonal');
      // On a 5 or 6 the Gata steps orthogonally only, even when it falls back to fewer steps.
      if (!(die === 6 && roll >= 5)) reachable(from, k, mayCapture, 'diagonal');
      break;
    case GATO: reachable(from, k, mayCapture, 'knight'); break;
    case CAVALO: cavalo(from, facing, k, mayCapture); break;
    case RINOCERONTE: stepper(from, rinoDirs(facing), k, mayCapture, facing); break;
    default: break;
  }
}

/**
 * Every distinct result of moving the gambling piece on `from` after rolling `roll` on a
 * d`die`. `withPaths` adds one representative path to each (for drawing and actionView).
 */
export function gamblingMoves(
  board: Int8Array,
  facings: Int8Array,
  from: number,
  die: number,
  roll: number,
  withPaths = false,
): MoveOutcome[] {
  if (!distancesFilled) fillDistances();
  const code = board[from]!;
  const type = typeOf(code);
  const facing = type === CAVALO || type === RINOCERONTE ? facings[from]! : -1;
  gBoard = board;
  gColour = colourOf(code);
  gFrom = from;
  gPaths = withPaths;
  gOut = [];
  visited[from] = 1;
  pathStack[0] = from;
  try {
    for (let k = roll; k >= 1; k--) {
      generation++;
      gSteps = k;
      pathLen = 1;
      search(type, from, facing, die, roll, k, k === roll);
      if (gOut.length > 0) return gOut;
    }
    gSteps = 0;
    generation++;
    pathLen = 1;
    record(from, facing, false);
    return gOut;
  } finally {
    visited[from] = 0;
  }
}
