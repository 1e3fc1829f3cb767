/**
 * A quick static evaluation for the AI, in pawns, from the side to move's point of view:
 * material, a little centralisation and pawn advance, mobility, and two dice-specific terms: the
 * danger of standing in check (a roll without an answer means a pass, and then the king can be
 * taken) and the captures each side's roll may allow (the side about to roll first, the other after
 * it). With a piece or more to the good against a king without pawns, it steers towards the mating net.
 */
import { ALL_TYPES, BISHOP, Board, KING, KNIGHT, PAWN, QUEEN, moveTypes } from './board.js';
import { ORDERED_ROLLS_ALLOWING } from './dice.js';
import { type DiceState, load } from './state.js';

const VALUE = [0, 1, 3, 3.2, 5, 9, 0];
/**
 * Each piece's worth on each square (0x88) from its owner's side, in hundredths of a pawn:
 * material, a knight, bishop or queen nearer the middle, a pawn further on (and a centre pawn).
 * Whole hundredths add up exactly in any order, and the search's board keeps its pieces in
 * another order than a freshly loaded one.
 */
const WORTH = new Int32Array(16 * 128);
for (let p = 1; p < 16; p++) {
  const t = p & 7, black = p >> 3;
  if (t === 0 || t === 7) continue;
  for (let r = 0; r < 8; r++) {
    for (let f = 0; f < 8; f++) {
      let v = 100 * VALUE[t]!;
      if (t === KNIGHT || t === BISHOP || t === QUEEN) v += 5 * (3.5 - Math.max(Math.abs(r - 3.5), Math.abs(f - 3.5)));
      else if (t === PAWN) v += 4 * (black ? 6 - r : r - 1) + (f >= 2 && f <= 5 ? 2 : 0);
      WORTH[p * 128 + r * 16 + f] = v;
    }
  }
}
const buffer = new Int32Array(256);
const material = new Float64Array(2), pawns = new Int32Array(2);
const VALUE_100 = VALUE.map((v) => Math.round(100 * v));

/** King steps from the 2x2 centre (0 to 3), and between two squares (0x88). */
const edge = (q: number) => Math.max(Math.max(0, Math.abs((q >> 4) - 3.5) - 0.5), Math.max(0, Math.abs((q & 7) - 3.5) - 0.5));
const dist = (a: number, b: number) => Math.max(Math.abs((a >> 4) - (b >> 4)), Math.abs((a & 7) - (b & 7)));

/**
 * The side about to roll may capture, if its dice allow: for each piece type, the most it wins by
 * a capture with that type (a defended victim's worth less the capturer's), then the mean over the
 * 36 rolls of the best capture each allows. Every leaf of a Dice Chess search stands before a roll,
 * where the search's capture follow-up does not reach, so without this term a search would count
 * a piece grabbed on its last move as won even when most rolls let the opponent take it back.
 */
const THREAT = 0.7;
/**
 * The side about to roll may also lose a piece that hangs: its roll may not let it move the piece
 * away or take the attacker, and the opponent's roll may then allow the capture. Weighed as the
 * opponent's rolled threat, at less than THREAT since the side to move rolls first.
 */
const HANG = 0.3;
/** Pawns per square the knights, bishops, rooks and queens reach. */
const MOBILITY = 0.03;
const gain = new Float64Array(7);
const targets = new Int32Array(256);
function rolledThreat(b: Board, us: number): number {
  const n = b.captureTargets(targets, us);
  if (n === 0) return 0;
  const them = us ^ 1;
  gain.fill(0);
  let defendedAt = -1, defended = false;
  for (let i = 0; i < n; i++) {
    const t = targets[i]! >> 8, q = targets[i]! & 255;
    const v = VALUE[b.sq[q]! & 7]!;
    if (v <= gain[t]!) continue; // also the king (worth 0 here): a pass in check is weighed apart
    if (q !== defendedAt) (defendedAt = q), (defended = b.attacked(q, them));
    const g = defended ? v - VALUE[t]! : v;
    if (g > gain[t]!) gain[t] = g;
  }
  let all = 0;
  for (let t = PAWN; t <= KING; t++) if (gain[t]! > all) all = gain[t]!;
  if (all === 0) return 0;
  // 6 doubles allow any capture; each of the 30 other ordered rolls, the better of its two types.
  let sum = 6 * all;
  for (let a = PAWN; a <= KING; a++) for (let c = a + 1; c <= KING; c++) sum += 2 * Math.max(gain[a]!, gain[c]!);
  return sum / 36;
}

/** Bonus for the stronger side: the weak king near the edge, the kings close. */
function mopUp(strong: number, weak: number): number {
  return 0.3 * edge(weak) + 0.1 * (7 - dist(strong, weak));
}

export function evaluate(s: DiceState): number {
  return evaluateBoard(load(s));
}

/** The same evaluation of a loaded board (the search cursor's). */
export function evaluateBoard(b: Board): number {
  let score = 0; // White's point of view, hundredths
  material[0] = material[1] = pawns[0] = pawns[1] = 0;
  const half = b.list.length >> 1;
  for (let s = 0; s < 2; s++) {
    for (let i = s * half, end = i + b.count[s]!; i < end; i++) {
      const p = b.sq[b.list[i]!]!, t = p & 7;
      if (t === 6) continue;
      if (t === PAWN) pawns[s]!++;
      material[s]! += VALUE_100[t]!;
      score += s ? -WORTH[p * 128 + b.list[i]!]! : WORTH[p * 128 + b.list[i]!]!;
    }
  }
  score /= 100;
  material[0]! /= 100;
  material[1]! /= 100;
  // A lone king (no pawn) a piece or more behind: push it to the edge, bring the other king near.
  const kw = b.king[0]!, kb = b.king[1]!;
  if (kw >= 0 && kb >= 0) {
    if (material[0]! >= material[1]! + 2.5 && pawns[1] === 0) score += mopUp(kw, kb);
    else if (material[1]! >= material[0]! + 2.5 && pawns[0] === 0) score -= mopUp(kb, kw);
  }
  // Mobility: squares the pieces reach (a chess player's pieces are active; ours should be too).
  score += MOBILITY * (b.mobility(0) - b.mobility(1));
  let own = b.side === 0 ? score : -score;
  // Check is far more dangerous than in chess: unless the roll answers it, the turn is lost
  // and the king may be taken. Weigh the share of rolls that leave no answer.
  if (b.inCheck()) {
    const n = b.generate(buffer, 0, ALL_TYPES);
    let present = 0;
    for (let i = 0; i < n; i++) present |= moveTypes(b, buffer[i]!);
    own -= 8 * (1 - ORDERED_ROLLS_ALLOWING[present]! / 36);
  } else if (b.exposed) {
    own += 4; // the opponent passed in check: many rolls win outright
  } else {
    own += THREAT * rolledThreat(b, b.side) - HANG * rolledThreat(b, b.side ^ 1);
  }
  return own;
}
