import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IllegalActionError, OptionError, PositionError, VariantBoardError } from '../src/core/errors.js';
import { GameSession } from '../src/core/session.js';
import { genericPerft } from '../src/core/search-helpers.js';
import { main, type CliIO } from '../src/cli/main.js';
import { loadVariant } from '../src/registry.js';
import { variant, type SixStoneState } from '../src/variants/sixstone/index.js';
import { describeInvariants } from './support/invariants.js';
import { SOURCE_GAME, SOURCE_GAME_RECORD } from '../src/variants/sixstone/source-game.js';

const pos = (text: string): SixStoneState => variant.parsePosition(text);
const movesOf = (s: SixStoneState) => variant.legalActions(s).map((a) => variant.formatAction(s, a)).sort();
const play = (s: SixStoneState, text: string) => variant.apply(s, variant.parseAction(s, text));

describe('sixstone: board and start', () => {
  it('is registered and loads lazily', async () => {
    assert.equal(await loadVariant('sixstone'), variant);
  });
  it('has the 16 points A1..D4 as the source names them, joined orthogonally', () => {
    const g = variant.geometry();
    assert.deepEqual(g.cells.map((c) => c.id).sort(), 'A1 A2 A3 A4 B1 B2 B3 B4 C1 C2 C3 C4 D1 D2 D3 D4'.split(' '));
    assert.ok(g.cells.every((c) => c.shape === 'point'));
    const a4 = g.cells.find((c) => c.id === 'A4')!, d1 = g.cells.find((c) => c.id === 'D1')!;
    assert.ok(a4.x < d1.x && a4.y < d1.y, 'A4 top left, D1 bottom right (White at the bottom)');
    assert.equal(g.lines!.length, 24, '12 horizontal and 12 vertical segments');
    for (const [a, b] of g.lines!) {
      const dx = Math.abs(a.charCodeAt(0) - b.charCodeAt(0)), dy = Math.abs(Number(a[1]) - Number(b[1]));
      assert.equal(dx + dy, 1, `${a}-${b} joins orthogonal neighbours`);
    }
    assert.deepEqual(g.neighbours['B2'], { right: 'C2', up: 'B3', left: 'A2', down: 'B1' });
    assert.deepEqual(g.neighbours['A1'], { right: 'B1', up: 'A2' });
  });
  it('starts with White on A1 B1 C1 D1 A2 D2, Black on A4 B4 C4 D4 A3 D3, White to move', () => {
    const s = variant.initial();
    const view = variant.view(s);
    const of = (side: string) => [...view.pieces].filter(([, p]) => p.side === side).map(([id]) => id).sort();
    assert.deepEqual(of('white'), ['A1', 'A2', 'B1', 'C1', 'D1', 'D2']);
    assert.deepEqual(of('black'), ['A3', 'A4', 'B4', 'C4', 'D3', 'D4']);
    assert.ok([...view.pieces.values()].every((p) => p.kind === 'stone'));
    assert.equal(variant.toMove(s), 'white');
    assert.equal(variant.formatPosition(s), 'BBBB/B..B/W..W/WWWW w');
    assert.equal(variant.phase(s), 'decision');
  });
  it('accepts no options', () => {
    assert.throws(() => variant.initial({ big: true }), OptionError);
    assert.deepEqual(variant.options(variant.initial()), {});
  });
});

describe('sixstone: movement', () => {
  it('one orthogonal step onto an empty point; White has four first moves', () => {
    assert.deepEqual(movesOf(variant.initial()), ['A2B2', 'B1B2', 'C1C2', 'D2C2']);
  });
  it('no diagonal step, no jump, no step onto a stone, no moving the opponent\'s stones, no pass', () => {
    const s = variant.initial();
    for (const bad of ['A2B3', 'A1A3', 'A1A2', 'A3B3', 'B2B3', 'pass', '']) {
      assert.throws(() => variant.parseAction(s, bad), IllegalActionError, bad);
    }
    assert.throws(() => variant.apply(s, 0 | (5 << 4)), /A1B2.*not one orthogonal step/); // A1 -> B2 diagonal
    assert.throws(() => variant.apply(s, 8 | (9 << 4)), /A3 holds no White stone/);
  });
  it('turns alternate', () => {
    const s = play(variant.initial(), 'D2C2');
    assert.equal(variant.toMove(s), 'black');
    assert.deepEqual(movesOf(s), ['A3B3', 'B4B3', 'C4C3', 'D3C3', 'D3D2']);
  });
  it('the state handed in is never changed', () => {
    const s = variant.initial();
    const before = variant.formatPosition(s);
    play(s, 'D2C2');
    assert.throws(() => play(s, 'A1A3'));
    assert.equal(variant.formatPosition(s), before);
  });
});

describe('sixstone: capture (ruling in RULES.md)', () => {
  it('prose example: white A4, black A3 and B2, A1 empty; B2A2 captures A4', () => {
    // White needs a second stone somewhere harmless so the game is not already decided.
    const s = pos('W.../B..W/.B../.... b');
    assert.deepEqual(movesOf(s).filter((m) => m.startsWith('B2A2')), ['B2A2+A4']);
    const after = play(s, 'B2A2');
    assert.equal(variant.formatPosition(after), '..../B..W/B.../.... w');
  });
  it('run-far: mover pair, then the opponent stone, then the empty point (M M O .)', () => {
    // Column D: D1 W, D2 W (moving in from C2), D3 B, D4 empty.
    const s = pos('..B./B..B/..W./...W w');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'C2D2')), 'C2D2+D3');
  });
  it('run-near: opponent stone, mover pair, empty point (O M M .)', () => {
    // Column B after B1B2: B1 empty, B2 W, B3 W, B4 B.
    const s2 = pos('.B../.W.B/..../.W.B w');
    assert.equal(variant.formatAction(s2, variant.parseAction(s2, 'B1B2')), 'B1B2+B4');
  });
  it('gap: pair, empty point, opponent stone (M M . O) does not capture', () => {
    // The source game's first move: column C becomes C1 W, C2 W, C3 empty, C4 B.
    const s = variant.initial();
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'D2C2')), 'D2C2');
    assert.equal(variant.formatPosition(play(s, 'D2C2')), 'BBBB/B..B/W.W./WWWW b');
  });
  it('a split pair (M O M .) or two opponent stones or a full line never captures', () => {
    // Row 1 after A2A1: A1 W, B1 B, C1 W, D1 empty: split pair.
    assert.equal(variant.formatAction(pos('..B./..B./W.../.BW. w'), 4 /* A2 -> A1 */), 'A2A1');
    // Row 1: W W B B after B2B1 -> two opponent stones, no empty point.
    assert.equal(variant.formatAction(pos('...B/...B/.W../W.BB w'), 5 | (1 << 4)), 'B2B1');
    // Row 1: W W B . is a run: C1 is captured.
    assert.equal(variant.formatAction(pos('...B/...B/.W../W.B. w'), 5 | (1 << 4)), 'B2B1+C1');
  });
  it('only lines through the moved stone are examined: an arrangement elsewhere stays', () => {
    // Column A holds A1 empty, A2 B, A3 B, A4 W (a capturing arrangement for Black), but Black
    // moves elsewhere: nothing is captured.
    const s = pos('W..B/B..B/B.../..W. b');
    const after = play(s, 'D4C4');
    assert.equal(variant.formatPosition(after), 'W.B./B..B/B.../..W. w');
  });
  it('no self-capture: stepping into the opponent\'s arrangement is safe, and stays safe', () => {
    // White steps B1A1 next to Black's pair A2 A3 with A4 empty: column A reads W B B . for Black.
    const s = pos('...B/B..B/B.../.W.W w');
    const after = play(s, 'B1A1');
    assert.equal(variant.formatPosition(after), '...B/B..B/B.../W..W b');
    // Black's next move elsewhere does not capture A1 either.
    assert.equal(variant.formatPosition(play(after, 'D4C4')), '..B./B..B/B.../W..W w');
  });
  it('two captures in one move, one on the row and one on the column (source game, move 7)', () => {
    const session = GameSession.fromRecord(variant, `[Variant "sixstone"]\n${SOURCE_GAME.split('7.')[0]}`);
    const before = session.state as SixStoneState;
    assert.equal(variant.formatAction(before, variant.parseAction(before, 'C1C2')), 'C1C2+A2C4');
    assert.deepEqual(variant.actionView(before, variant.parseAction(before, 'C1C2')).captures, ['A2', 'C4']);
  });
  it('prose two-capture example: White B4 D3, Black A3 B2 C3; C3B3 captures B4 (D3 stands: see RULES.md)', () => {
    const s = pos('.W../B.BW/.B../.... b');
    const move = variant.parseAction(s, 'C3B3');
    // Column B: B4 W, B3 B, B2 B, B1 empty: a run, B4 is captured and White is down to one stone.
    // Row 3: A3 B, B3 B, C3 empty, D3 W: a gap, which the played game shows does not capture.
    assert.equal(variant.formatAction(s, move), 'C3B3+B4');
    const after = variant.apply(s, move);
    assert.equal(variant.formatPosition(after), '..../BB.W/.B../.... w');
    assert.deepEqual(variant.result(after), { winner: 'black', reason: 'stones', text: 'Black wins: White has one stone left' });
  });
});

describe('sixstone: end of the game', () => {
  it('two captures can leave a side with no stone at all', () => {
    // As the prose example, but A3B3: column B is a run against B4 and row 3 (. B B W) a run against D3.
    const s = pos('.W../B.BW/.B../.... b');
    const after = play(s, 'A3B3');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'A3B3')), 'A3B3+B4D3');
    assert.equal(variant.formatPosition(after), '..../.BB./.B../.... w');
    assert.deepEqual(variant.result(after), { winner: 'black', reason: 'stones', text: 'Black wins: White has no stones left' });
  });
  it('capture down to one stone ends the game: the capturer wins by stones', () => {
    const s = pos('..../W..B/.WB./.... w'); // Black C2 D3; A3A2 captures C2
    const end = play(s, 'A3A2');
    assert.equal(variant.formatPosition(end), '..../...B/WW../.... b');
    assert.equal(variant.phase(end), 'over');
    assert.deepEqual(variant.result(end), { winner: 'white', reason: 'stones', text: 'White wins: Black has one stone left' });
    assert.deepEqual(variant.legalActions(end), []);
    assert.throws(() => variant.apply(end, 4 /* A2 -> A1 */), /the game is over/);
    assert.throws(() => variant.parseAction(end, 'D3D2'), /the game is over/);
  });
  it('a side with no legal move has lost', () => {
    const s = pos('WWB./BB../..../.... w');
    assert.deepEqual(variant.legalActions(s), []);
    assert.equal(variant.phase(s), 'over');
    assert.deepEqual(variant.result(s), { winner: 'black', reason: 'no-moves', text: 'Black wins: White has no move' });
  });
  it('blocking wins: taking away the last free step', () => {
    const s = pos('WWB./.B../B.../.... b'); // White A4 B4 can only go A4A3
    assert.deepEqual(movesOf(play(pos('WWB./.B../B.../.... w'), 'A4A3')).length > 0, true);
    const blocked = play(s, 'A2A3');
    assert.deepEqual(variant.result(blocked), { winner: 'black', reason: 'no-moves', text: 'Black wins: White has no move' });
  });
  it('the third occurrence of a position is a draw by repetition', () => {
    let s = variant.initial();
    const shuffle = ['D2C2', 'C4C3', 'C2D2', 'C3C4'];
    for (let round = 0; round < 2; round++) {
      for (const m of shuffle) {
        assert.equal(variant.phase(s), 'decision');
        s = play(s, m);
      }
    }
    assert.equal(variant.formatPosition(s), variant.formatPosition(variant.initial()));
    assert.equal(s.occurrences, 3);
    assert.deepEqual(variant.result(s), { winner: null, reason: 'repetition', text: 'Draw: the same position occurred three times' });
  });
  it('a capture clears the repetition history (no earlier position can return)', () => {
    const s = pos('..../W..B/.WB./...B w');
    const after = play(s, 'A3A2');
    assert.equal(after.occurrences, 1);
    assert.equal(after.history.prev, null);
  });
});

describe('sixstone: notation', () => {
  it('writes captures as the source does and accepts moves without them', () => {
    const s = pos('.B../.W.B/..../.W.B w');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'B1B2')), 'B1B2+B4');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'B1B2+B4')), 'B1B2+B4');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'b1b2')), 'B1B2+B4');
  });
  it('rejects a wrong capture claim, naming what the move does capture', () => {
    const s = pos('.B../.W.B/..../.W.B w');
    assert.throws(() => variant.parseAction(s, 'B1B2+D3'), /captures B4, not D3/);
    assert.throws(() => variant.parseAction(s, 'B1A1+B4'), /B1A1 captures nothing/);
    assert.throws(() => variant.parseAction(s, 'B1B2+B4b4'), /B4 is named twice/);
  });
  it('accepts alternative origins (B2/B4B3) when one of them makes the move', () => {
    const s = pos('.W.B/B.W./.W.W/...W w');
    const a = variant.parseAction(s, 'B2/B4B3');
    assert.equal(variant.formatAction(s, a), 'B2B3+A3');
    assert.equal(variant.formatAction(s, variant.parseAction(s, 'A1/B4B3+A3')), 'B4B3+A3', 'an origin that cannot move is passed over');
    assert.throws(() => variant.parseAction(s, 'A1/C1B3'), /A1 holds no White stone; C1 holds no White stone/);
  });
  it('rejects malformed text with a typed error naming it', () => {
    const s = variant.initial();
    for (const junk of ['D2', 'D2C2+', 'D2-C2', 'E2E3', 'D2C2+B4B3A1', 'D0D1', ' ']) {
      assert.throws(() => variant.parseAction(s, junk), (e: unknown) => e instanceof IllegalActionError && e.message.includes(JSON.stringify(junk)));
    }
  });
  it('action view gives from, to and captures for a click-to-move UI', () => {
    const s = pos('.B../.W.B/..../.W.B w');
    assert.deepEqual(variant.actionView(s, variant.parseAction(s, 'B1B2')), { notation: 'B1B2+B4', from: { cell: 'B1' }, to: 'B2', captures: ['B4'] });
    assert.deepEqual(variant.actionView(s, variant.parseAction(s, 'B1C1')), { notation: 'B1C1', from: { cell: 'B1' }, to: 'C1' });
  });
});

describe('sixstone: position text', () => {
  it('round-trips and rejects malformed text naming the token', () => {
    for (const t of ['BBBB/B..B/W..W/WWWW w', '..../BB.W/.B../.... w', 'W.B./B..B/B.../..W. b']) {
      assert.equal(variant.formatPosition(pos(t)), t);
    }
    const cases: [string, RegExp][] = [
      ['BBBB/B..B/W..W/WWWW', /two fields/],
      ['BBBB/B..B/W..W w', /four rows/],
      ['BBBB/B..B/W..W/WWW w', /"WWW".*four points/],
      ['BBBB/B..X/W..W/WWWW w', /"X".*point D3/],
      ['BBBB/B..B/W..W/WWWW x', /"x".*side to move/],
      ['BBBB/BBBB/W..W/WWWW w', /at most six stones for Black/],
      ['B.../..../W..W/WWWW w', /at least two stones for Black/],
    ];
    for (const [text, re] of cases) assert.throws(() => variant.parsePosition(text), (e: unknown) => e instanceof PositionError && re.test(e.message), text);
  });
  it('a position with the mover down to one stone is a finished game', () => {
    const s = pos('W.../..../.BB./.... w');
    assert.deepEqual(variant.result(s), { winner: 'black', reason: 'stones', text: 'Black wins: White has one stone left' });
  });
});

describe('sixstone: the source\'s played game', () => {
  it('replays move by move: every + happens, no other capture, every move legal; White wins', () => {
    const session = GameSession.fromRecord(variant, SOURCE_GAME_RECORD);
    assert.equal(session.events.length, 17);
    assert.deepEqual(
      session.events.map((e) => e.notation),
      ['D2C2', 'C4C3', 'A2B2', 'B4C4', 'B2B3', 'A4B4', 'B1B2+B4', 'A3A2', 'B3B4', 'C3B3', 'C2C3', 'B3A3+A1', 'C1C2+A2C4', 'D4C4', 'C2D2+D3', 'C4D4', 'B2B3+A3'],
    );
    // Each token as written (marks left on) must capture exactly what it says: the record
    // parser checks the claim, and unmarked tokens must capture nothing.
    const tokens = SOURCE_GAME.replace(/\d+\./g, ' ').trim().split(/\s+/);
    tokens.forEach((token, i) => {
      const before = session.stateAt(i) as SixStoneState;
      const written = variant.formatAction(before, variant.parseAction(before, token));
      assert.equal(written.includes('+'), token.includes('+'), `move ${i + 1} ${token} captures exactly as marked`);
    });
    assert.deepEqual(session.result(), { winner: 'white', reason: 'stones', text: 'White wins: Black has one stone left' });
    // The exported record replays to the same end.
    const again = GameSession.fromRecord(variant, session.exportRecord());
    assert.equal(variant.formatPosition(again.state), variant.formatPosition(session.state));
    assert.match(session.exportRecord(), /\[Result "1-0"\]/);
  });
  it('is also playable move by move through a session', () => {
    const session = new GameSession(variant);
    for (const token of SOURCE_GAME.replace(/\d+\./g, ' ').trim().split(/\s+/)) session.play(token);
    assert.equal(variant.formatPosition(session.state), '.W.B/.WW./...W/...W b');
    assert.ok(session.undo());
    assert.equal(variant.phase(session.state), 'decision');
  });
});

describe('sixstone: perft', () => {
  it('own perft agrees with the generic tree walk', () => {
    const s = variant.initial();
    for (let d = 0; d <= 5; d++) assert.equal(variant.perft!(s, d), genericPerft(variant, s, d), `depth ${d}`);
    const mid = pos('W.B./B..B/B.../..WW b');
    for (let d = 0; d <= 4; d++) assert.equal(variant.perft!(mid, d), genericPerft(variant, mid, d), `mid depth ${d}`);
  });
  it('CLI: perft sixstone N prints the total on the last line', async () => {
    const lines: string[] = [];
    const io: CliIO = { out: (l) => lines.push(l), err: (l) => lines.push(`ERR ${l}`), readStdin: async () => '', readFile: async () => '' };
    assert.equal(await main(['perft', 'sixstone', '3'], io), 0);
    assert.equal(lines.at(-1), String(genericPerft(variant, variant.initial(), 3)));
    lines.length = 0;
    assert.equal(await main(['perft', 'sixstone', '2', '--divide'], io), 0);
    assert.equal(lines.at(-1), String(genericPerft(variant, variant.initial(), 2)));
    assert.ok(lines.includes('D2C2: 5'));
    lines.length = 0;
    assert.equal(await main(['perft', 'sixstone', '1', '--position', 'BBBB/B..X/W..W/WWWW w'], io), 1);
    assert.match(lines.join('\n'), /"X"/);
  });
});

describe('sixstone: errors are typed', () => {
  it('dice calls are refused', () => {
    assert.throws(() => variant.applyChance(variant.initial(), undefined as never), VariantBoardError);
    assert.throws(() => variant.parseChance(variant.initial(), '6'), VariantBoardError);
    assert.deepEqual(variant.chanceOutcomes(variant.initial()), []);
  });
});

describeInvariants(variant, { everyAction: true });
