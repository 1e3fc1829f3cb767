/**
 * An outside opponent for Dice Chess benches (not used by the game): Stockfish, a chess engine
 * that knows nothing of the dice, driven over UCI. For each roll it is asked `go depth D
 * searchmoves <the roll's legal moves>`, so it plays the best chess move among those the roll
 * allows; when the roll allows taking the king it takes it (a chess engine never sees a king
 * left in check on its turn). The position goes to it as FEN, written from the engine's own
 * `formatPosition` without the roll.
 *
 * Needs the `stockfish` binary (Debian: `apt-get install -y stockfish`, in /usr/games).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ChessPlayer } from './dice-chess-player.js';
import { seededRandom } from '../packages/engine/src/core/random.js';
import type { AnyVariant } from '../packages/engine/src/core/types.js';
import { PASS, type DiceState, moveFrom, movePromo, moveTo } from '../packages/engine/src/variants/dice/index.js';

const SQUARE = (q: number) => 'abcdefgh'[q & 7]! + String((q >> 4) + 1);
const PROMO = ' pnbrqk';

/** UCI text of a Dice Chess action (`e2e4`, `e7e8q`; castling as the king's two-step move). */
export function uciOf(action: number): string {
  const promo = movePromo(action);
  return SQUARE(moveFrom(action)) + SQUARE(moveTo(action)) + (promo ? PROMO[promo]! : '');
}

export function findStockfish(): string | null {
  for (const p of [process.env['STOCKFISH'], '/usr/games/stockfish', '/usr/bin/stockfish', '/usr/local/bin/stockfish']) {
    if (p && existsSync(p)) return p;
  }
  return null;
}

export class StockfishPlayer {
  private readonly proc: ChildProcessWithoutNullStreams;
  private buffered = '';
  private waiting: { until: (line: string) => boolean; resolve: (line: string) => void } | null = null;
  /** Moves chosen by Stockfish (the others took a king or had one choice). */
  asked = 0;
  /** Moves the plain chess player made instead (positions that are not chess positions). */
  fallback = 0;
  private readonly plain = new ChessPlayer(3, seededRandom('stockfish-fallback'));

  private constructor(path: string, private readonly depth: number) {
    // Below our own search in priority: the machine is shared and the level is what is measured.
    this.proc = spawn('nice', ['-n', '5', path], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (chunk: string) => {
      this.buffered += chunk;
      let nl: number;
      while ((nl = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, nl).trim();
        this.buffered = this.buffered.slice(nl + 1);
        const w = this.waiting;
        if (w && w.until(line)) {
          this.waiting = null;
          w.resolve(line);
        }
      }
    });
  }

  static async start(path: string, depth: number): Promise<StockfishPlayer> {
    const p = new StockfishPlayer(path, depth);
    await p.ask('uci', (l) => l === 'uciok');
    p.send('setoption name Threads value 1');
    p.send('setoption name Hash value 16');
    await p.ask('isready', (l) => l === 'readyok');
    return p;
  }

  private send(text: string): void {
    this.proc.stdin.write(`${text}\n`);
  }

  private ask(text: string, until: (line: string) => boolean): Promise<string> {
    return new Promise((resolve) => {
      this.waiting = { until, resolve };
      this.send(text);
    });
  }

  /** A fresh game: clears Stockfish's hash, so each game is played the same way every run. */
  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.ask('isready', (l) => l === 'readyok');
  }

  /** The move for a Dice Chess state at a decision point (its roll on the table). */
  async choose(v: AnyVariant, s: unknown): Promise<number> {
    const actions = Array.from(v.legalActions(s) as ArrayLike<number>);
    if (actions.length === 1) return actions[0]!;
    if (actions.length === 0) return PASS;
    // A king left in check by a pass: take it when the roll allows.
    for (const a of actions) {
      const after = v.apply(s, a);
      if (v.phase(after) === 'over' && v.result(after)?.reason === 'king-captured') return a;
    }
    const fen = v.formatPosition(s).replace(/ roll \S+$/, '');
    const byUci = new Map(actions.map((a) => [uciOf(a), a]));
    if (kingAttackedOfSideNotToMove(s)) {
      // Not a chess position (the side to move gives check, and the roll does not let it take
      // the king): Stockfish cannot be asked; the bench's own plain chess player answers (rare).
      this.fallback++;
      return this.plain.choose(s as DiceState);
    }
    this.send(`position fen ${fen}`);
    const line = await this.ask(`go depth ${this.depth} searchmoves ${[...byUci.keys()].join(' ')}`, (l) => l.startsWith('bestmove'));
    this.asked++;
    const uci = line.split(/\s+/)[1] ?? '';
    const a = byUci.get(uci);
    if (a === undefined) throw new Error(`stockfish answered ${line} for ${fen} (moves ${[...byUci.keys()].join(' ')})`);
    return a;
  }

  quit(): void {
    this.send('quit');
    this.proc.stdin.end();
  }
}

/** The side to move attacks the other king (the other side passed in check). */
function kingAttackedOfSideNotToMove(s: unknown): boolean {
  return (s as DiceState).exposed;
}
