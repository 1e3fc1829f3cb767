import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GameSession } from '../src/core/session.js';
import { RecordNode, writeBody } from '../src/core/record-tree.js';
import { MAX_RECORD_LENGTH, MAX_SIDE_LINE_DEPTH, parseBody } from '../src/core/record-read.js';
import { parseOptions } from '../src/core/options.js';
import { RecordError, VariantBoardError } from '../src/core/errors.js';
import { VARIANT_IDS } from '../src/core/types.js';
import { loadVariant } from '../src/registry.js';

const dice = await loadVariant('dice');

describe('hostile records', () => {
  it('20,000 nested side lines are a RecordError naming "(", not a RangeError', () => {
    for (const text of ['11 e4 ' + '(e3 '.repeat(20000) + ')'.repeat(20000), '11 e4 ' + '(e3 '.repeat(20000)]) {
      assert.throws(() => GameSession.fromRecord(dice, `[Variant "dice"]\n${text}`), (e: unknown) => {
        assert.ok(e instanceof RecordError, String(e));
        assert.equal(e.token, '(');
        assert.match(e.message, /at most 200 side lines inside one another/);
        return true;
      });
    }
  });

  it('side lines as deep as the limit read, write and read back (no recursion either way)', () => {
    const depth = MAX_SIDE_LINE_DEPTH;
    const text = '[Variant "dice"]\n11 e4 ' + '(e3 '.repeat(depth) + ')'.repeat(depth);
    const s = GameSession.fromRecord(dice, text);
    let n = s.root.children[0]!, levels = 0;
    while (n.children.length > 1) {
      n = n.children[n.children.length - 1]!;
      levels++;
    }
    assert.equal(s.root.children[0]!.children.length, depth + 1, 'e4 and its alternatives, each inside the one before');
    assert.ok(levels >= 1);
    assert.deepEqual(parseBody(s.exportRecord().split('\n\n')[1]!).moves.map((m) => m.token), ['11', 'e4']);
    assert.equal(GameSession.fromRecord(dice, s.exportRecord()).exportRecord(), s.exportRecord());
  });

  it('the writer writes a tree 50,000 side lines deep without overflowing the stack', () => {
    const root = new RecordNode<unknown>(null, null, null);
    let at = root;
    const first = new RecordNode<unknown>({ kind: 'chance', notation: '11' }, null, root);
    root.children.push(first);
    at = first;
    for (let i = 0; i < 50000; i++) {
      const main = new RecordNode<unknown>({ kind: 'action', notation: 'a' }, null, at);
      const alt = new RecordNode<unknown>({ kind: 'action', notation: 'b' }, null, at);
      at.children.push(main, alt);
      at = alt;
    }
    const body = writeBody(root, root.chain().slice(1));
    assert.equal(body.split('(').length - 1, 50000);
  });

  it('an over-long record is a RecordError', () => {
    const text = '[Variant "dice"]\n' + '{x}'.repeat(Math.ceil(MAX_RECORD_LENGTH / 3) + 1);
    assert.throws(() => GameSession.fromRecord(dice, text), RecordError);
  });

  it('position texts and options: huge or odd input gives the engine\'s own errors, quickly', async () => {
    const inputs = ['('.repeat(100000), '['.repeat(100000), '{'.repeat(50000), '1'.repeat(100000), '/'.repeat(100000), ' '.repeat(100000) + 'x', 'K'.repeat(100000) + ' w', '9'.repeat(400), '\u0000'];
    for (const id of VARIANT_IDS) {
      const v = await loadVariant(id);
      for (const text of inputs) assert.throws(() => v.parsePosition(text), VariantBoardError, `${id} ${text.slice(0, 4)}`);
    }
    for (const text of ['=', '==', '(((']) assert.throws(() => parseOptions(text), RecordError);
  });
});
