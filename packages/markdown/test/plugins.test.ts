// The same Markdown through every plugin (markdown-it, remark, Astro's Sätteri) gives the same
// boards, drawn by the element's own static renderer; bad blocks fail naming their line and the
// engine's reason, or become a visible box; nothing from the block reaches the page unescaped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import markdownit from 'markdown-it';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { markdownToHtml, mdxToJs } from 'satteri';
import { evaluate } from '@mdx-js/mdx';
import { renderBoardSvg } from '../../element/src/static.js';
import { embedSnippet, markdownBlock } from '../../element/src/editor/output.js';
import { loadVariant, VARIANT_IDS } from '../../engine/src/index.js';
import type { Element, Root as HastRoot } from 'hast';
import {
  VariantBoardBlockError,
  markdownItVariantBoard,
  markupToHast,
  prepare,
  remarkVariantBoard,
  renderBlockSync,
  satteriVariantBoard,
} from '../src/index.js';
import type { VariantBoardOptions } from '../src/index.js';

const FIXTURE = readFileSync(new URL('./fixtures/boards.md', import.meta.url), 'utf8');

function viaMarkdownIt(text: string, options: VariantBoardOptions = {}, env: Record<string, unknown> = {}): string {
  return markdownit({ html: true }).use(markdownItVariantBoard, options).render(text, env);
}
async function viaRemark(text: string, options: VariantBoardOptions = {}, path?: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkVariantBoard, options)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true });
  return String(await processor.process(path ? { value: text, path } : text));
}
async function viaSatteri(text: string, options: VariantBoardOptions = {}): Promise<string> {
  return (await markdownToHtml(text, { mdastPlugins: [satteriVariantBoard(options) as never] })).html;
}
const figures = (html: string) => [...html.matchAll(/<figure class="vb-figure[\s\S]*?<\/figure>/g)].map((m) => m[0]);
const staticSvg = (figure: string) => /<div class="vb-static">([\s\S]*?)<\/div><\/variant-board>/.exec(figure)?.[1];
const attrsOf = (figure: string) =>
  Object.fromEntries([.../<variant-board([^>]*)>/.exec(figure)![1]!.matchAll(/ ([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? '']));
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

test('markdown-it renders nothing before the games are prepared, and says what to do', () => {
  // Runs first: no test has loaded Dagger Chess yet.
  assert.throws(
    () => renderBlockSync('variant: dagger\n'),
    (err: unknown) => err instanceof VariantBoardBlockError && /not loaded yet: await prepare\(\)/.test(err.message),
  );
});

test('markdown-it, remark and Sätteri give the same boards for every game', async () => {
  await prepare();
  const fromIt = figures(viaMarkdownIt(FIXTURE));
  const fromRemark = figures(await viaRemark(FIXTURE));
  const fromSatteri = figures(await viaSatteri(FIXTURE));
  assert.equal(fromIt.length, 6, 'six blocks, six boards');
  assert.deepEqual(fromRemark, fromIt);
  assert.deepEqual(fromSatteri, fromIt);
  assert.deepEqual(fromIt.map((f) => /data-variant="(\w+)"/.exec(f)![1]), ['dart', 'dice', 'sixstone', 'dagger', 'd4d6', 'd4d6']);
  // The ordinary code block is still a code block.
  assert.match(viaMarkdownIt(FIXTURE), /<pre><code class="language-js">console\.log/);
});

test('each board carries the block as attributes and the element\'s own drawing of it', async () => {
  await prepare();
  const [dart, dice, sixstone, dagger, d4d6, rino] = figures(viaMarkdownIt(FIXTURE)).map((f) => ({ f, a: attrsOf(f), svg: staticSvg(f)! }));

  assert.deepEqual(dart!.a, {
    variant: 'dart', moves: 'D@c3', arrows: 'b2-c3', highlights: 'c3 d4', 'aria-label': 'After White&#39;s first move, a dart thrown on c3',
  });
  assert.match(dart!.f, /<figcaption>After White&#39;s first move, a dart thrown on c3<\/figcaption><\/figure>$/);
  assert.equal(dart!.svg, await renderBoardSvg({ variant: 'dart', moves: 'D@c3', arrows: 'b2-c3', highlights: ['c3', 'd4'], label: "After White's first move, a dart thrown on c3" }));

  // The record keeps its lines and comments; the board shows ply 6.
  const record = '[Variant "dice"]\n1. 66 e4 {the king\'s pawn first [%cal Ge2e4] [%csl Ge4]} 23 Nc6 (Na6 {the rim})\n2. 34 Bc4 45 Rb8';
  assert.equal(unescape(dice!.a.moves!), record);
  assert.equal(dice!.a.ply, '6');
  assert.equal(dice!.svg, await renderBoardSvg({ variant: 'dice', moves: record, ply: 6, label: 'Dice Chess: the record stops after 2. 34 Bc4' }));
  assert.notEqual(dice!.svg, await renderBoardSvg({ variant: 'dice', moves: record, label: 'Dice Chess: the record stops after 2. 34 Bc4' }));

  // Continued moves lines join the moves; black at the bottom changes the drawing.
  assert.equal(sixstone!.a.moves, 'D2C2\nC4C3');
  assert.equal(sixstone!.a.orientation, 'black');
  const label = 'Six Stone Chess seen from Black';
  assert.equal(sixstone!.svg, await renderBoardSvg({ variant: 'sixstone', moves: 'D2C2 C4C3', orientation: 'black', label }));
  assert.notEqual(sixstone!.svg, await renderBoardSvg({ variant: 'sixstone', moves: 'D2C2 C4C3', label }));

  // Booleans: present when true; no caption, no figcaption and no aria-label.
  assert.deepEqual(dagger!.a, { variant: 'dagger', readonly: '', highlights: 'b2 c3', controls: 'none' });
  assert.doesNotMatch(dagger!.f, /figcaption/);

  // The editor's block: a position text.
  assert.equal(d4d6!.a.position, '3A4/2r2r2/1Ft2a2/1g2C(n)3/8/8/8/8 w start - - 0 0');
  assert.equal(d4d6!.svg, await renderBoardSvg({ variant: 'd4d6', position: d4d6!.a.position!, label: 'After 12. ... the Cavalo turns' }));

  assert.equal(rino!.a.options, 'rinoceronte=true');
  assert.equal(rino!.a.coordinates, 'false');
  assert.equal(rino!.svg, await renderBoardSvg({ variant: 'd4d6', options: { rinoceronte: true }, coordinates: false, label: 'd4 d6 chess with the Rinoceronte, no coordinates' }));
});

test('a record written on continued moves lines is the same game as the indented record', async () => {
  await prepare();
  const continued = viaMarkdownIt('```variant-board\nvariant: dice\nmoves: [Variant "dice"]\n1. 66 e4 {the king\'s pawn first} 23 Nc6\n2. 34 Bc4 45 Rb8\nply: 6\n```\n');
  const indented = viaMarkdownIt('```variant-board\nvariant: dice\nrecord: |\n    [Variant "dice"]\n    1. 66 e4 {the king\'s pawn first} 23 Nc6\n    2. 34 Bc4 45 Rb8\nply: 6\n```\n');
  assert.equal(continued, indented);
});

/** Bad blocks, the line at fault (in the file: the fence is line 3) and words of the reason. */
const BAD: [string, string, number, RegExp][] = [
  ['no variant', 'caption: nothing', 3, /no game is named/],
  ['an unknown game', 'variant: chess', 4, /Unknown variant "chess": expected one of dart, dice, sixstone, dagger, d4d6/],
  ['an unknown key', 'variant: dart\ncolour: red', 5, /unknown key "colour"/],
  ['a line that is not key: value', 'variant: dart\nD@c3', 5, /expected "key: value"/],
  ['a key given twice', 'variant: dart\nply: 0\nply: 1', 6, /"ply" is given twice \(first on line 2 of the block\)/],
  ['moves and record both', 'variant: dart\nmoves: D@c3\nrecord: |\n  D@c4', 6, /"moves" or "record" is given twice/],
  ['a bad position', 'variant: dart\nposition: 8/8 w', 5, /Bad position/],
  ['an illegal move on a continued line', 'variant: dart\nmoves: D@c3\n  D@a1', 6, /"D@a1"/],
  ['an illegal move in a side line', 'variant: dice\nmoves: 66 e4 23 Nc6\n  (Na6 34 Rb1)', 6, /"Rb1".*side line|side line.*"Rb1"/],
  ['an illegal move in an indented record', 'variant: dice\nrecord: |\n  [Variant "dice"]\n  1. 66 e4 23 Qh5', 7, /"Qh5"/],
  ['a record for another game', 'variant: dart\nmoves: [Variant "dice"]', 5, /This record is for "dice", not "dart"/],
  ['a position beside a whole record', 'variant: dice\nposition: x\nrecord: |\n  [Variant "dice"]', 5, /\[Position "\.\.\."\] tag/],
  ['a bad option', 'variant: d4d6\noptions: rinoceronte=true,, =3', 5, /Bad game record at "=3"|option/],
  ['a ply past the end', 'variant: dart\nmoves: D@c3\nply: 2', 6, /ply 2 is past the end of the moves \(1 moves and rolls\)/],
  ['a cell not on the board', 'variant: dart\nhighlights: c3 g7', 5, /"g7" is not a cell of this board/],
  ['an arrow off the board', 'variant: sixstone\narrows: A1-E5', 5, /"A1-E5" is not an arrow between two cells/],
  ['a bad orientation', 'variant: dart\norientation: left', 5, /"left" is not an orientation/],
  ['a boolean that is not true or false', 'variant: dart\nreadonly: yes', 5, /"yes" is not true or false/],
  ['a roll where no roll is due', 'variant: dart\nroll: 23', 5, /does not wait for a dice roll/],
  ['a roll the dice cannot show', 'variant: dice\nroll: 78', 5, /78/],
  ['a level out of range', 'variant: dart\nlevel: 9', 5, /"9" is not a level from 1 to 6/],
  ['players that are neither', 'variant: dart\nplayers: human robot', 5, /"human robot" is not one or two of human and computer/],
  ['a bad id', 'variant: dart\nid: 1 2', 5, /"1 2" is not an id/],
];

for (const [what, body, line, reason] of BAD) {
  test(`a bad block fails naming its line: ${what}`, async () => {
    await prepare();
    const text = `# Page\n\n\`\`\`variant-board\n${body}\n\`\`\`\n`;
    const check = (err: unknown) => {
      assert.ok(err instanceof VariantBoardBlockError, String(err));
      assert.equal(err.line, line, err.message);
      assert.equal(err.blockLine, line === 3 ? 0 : line - 3, err.message);
      assert.match(err.message, reason);
      assert.match(err.message, new RegExp(`^variant-board block \\(page\\.md:${line}`));
      return true;
    };
    assert.throws(() => viaMarkdownIt(text, {}, { page: { inputPath: 'page.md' } }), check);
    await assert.rejects(viaRemark(text, {}, 'page.md'), check);
  });
}

test('onError: box shows the reason and the block instead of a board, escaped, and reports it', async () => {
  await prepare();
  const reported: VariantBoardBlockError[] = [];
  const text = '```variant-board\nvariant: dart\nmoves: <img src=x onerror=alert(1)>\ncaption: </figure><script>alert(1)</script>\n```\n';
  for (const html of [viaMarkdownIt(text, { onError: 'box', report: (e) => reported.push(e) }), await viaRemark(text, { onError: 'box', report: (e) => reported.push(e) })]) {
    assert.match(html, /^<div class="vb-block-error" data-ready="false"><p><strong>This board could not be drawn \(line 3\):<\/strong> /);
    assert.doesNotMatch(html, /<img|<script|<variant-board/);
    assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;/);
  }
  assert.equal(reported.length, 2);
  assert.equal(reported[0]!.key, 'moves');
});

test('block text never becomes markup: captions and values are escaped', async () => {
  await prepare();
  const text = '```variant-board\nvariant: dart\ncaption: "><script>alert(1)</script><b onclick="x">\nclass: wide\nid: first-board\n```\n';
  for (const html of [viaMarkdownIt(text), await viaRemark(text), await viaSatteri(text)]) {
    assert.doesNotMatch(html, /<script|<b |onclick="/);
    assert.match(html, /<figcaption>&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;b onclick=&quot;x&quot;&gt;<\/figcaption>/);
    assert.match(html, /^<figure class="vb-figure wide" id="first-board" data-variant="dart" data-ready="true">/m);
    assert.doesNotMatch(html, /\sstyle=/);
  }
});

test('in Astro MDX (Sätteri) the drawing goes in through set:html, exactly as drawn', async () => {
  await prepare();
  const { code } = await mdxToJs('```variant-board\nvariant: sixstone\nmoves: D2C2\n```\n', { mdastPlugins: [satteriVariantBoard() as never] });
  const svg = await renderBoardSvg({ variant: 'sixstone', moves: 'D2C2' });
  assert.ok(code.includes(`"set:html": ${JSON.stringify(svg)}`), code.slice(0, 800));
  assert.match(code, /_jsx\("variant-board", \{\s*variant: "sixstone",\s*moves: "D2C2"/);
});

test('Sätteri reports a bad block with the file line too', async () => {
  await prepare();
  await assert.rejects(viaSatteri('Text\n\n```variant-board\nvariant: dart\nmoves: D@c3 D@c3\n```\n'), (err: unknown) => {
    assert.ok(err instanceof Error);
    assert.match(err.message, /variant-board block \(line 5, line 2 of the block\) "moves: D@c3 D@c3": /);
    return true;
  });
});

/** The `<figure>` elements of a hast tree, in order. */
function hastFigures(node: HastRoot | Element, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'figure') out.push(child);
    else hastFigures(child, out);
  }
  return out;
}

test('for MDX, remark can hand the boards over as elements: the same trees, kept without raw HTML', async () => {
  await prepare();
  const processor = unified().use(remarkParse).use(remarkVariantBoard, { output: 'hast' }).use(remarkRehype);
  const tree = (await processor.run(processor.parse(FIXTURE))) as HastRoot;
  const fromRemark = hastFigures(tree);
  const fromIt = figures(viaMarkdownIt(FIXTURE)).map((f) => markupToHast(f)[0] as Element);
  assert.equal(fromRemark.length, 6);
  const plain = (x: unknown) => JSON.parse(JSON.stringify(x), (key, value) => (key === 'position' ? undefined : value));
  assert.deepEqual(plain(fromRemark), plain(fromIt));
  // The default html output needs raw HTML let through: without it the boards are gone.
  const raw = unified().use(remarkParse).use(remarkVariantBoard).use(remarkRehype);
  assert.equal(hastFigures((await raw.run(raw.parse(FIXTURE))) as HastRoot).length, 0);
  // Written out, the elements are a board with its drawing.
  const html = String(await unified().use(remarkParse).use(remarkVariantBoard, { output: 'hast' }).use(remarkRehype).use(rehypeStringify).process(FIXTURE));
  assert.equal(html.match(/<variant-board /g)?.length, 6);
  assert.equal(html.match(/<div class="vb-static"><svg /g)?.length, 6);
});

test('markupToHast reads the drawing exactly: every element and text of the SVG', async () => {
  const svg = await renderBoardSvg({ variant: 'dagger', arrows: 'b2-c3', label: 'A & B <c>' });
  const [root] = markupToHast(svg) as Element[];
  assert.equal(root!.tagName, 'svg');
  const count = (n: Element): number => 1 + n.children.reduce((k, c) => k + (c.type === 'element' ? count(c) : 0), 0);
  assert.equal(count(root!), (svg.match(/<[a-z]/g) ?? []).length);
  const title = root!.children.find((c) => c.type === 'element' && c.tagName === 'title') as Element;
  assert.deepEqual(title.children, [{ type: 'text', value: 'A & B <c>' }]);
  assert.throws(() => markupToHast('<svg><g></svg>'), /closes/);
});

test('the position editor\'s Markdown block gives the board of its HTML snippet, for every game', async () => {
  await prepare();
  for (const id of VARIANT_IDS) {
    const v = await loadVariant(id);
    const options: Record<string, boolean> = id === 'd4d6' ? { rinoceronte: true } : {};
    const shown = { variant: id, position: v.formatPosition(v.initial(options)), options, orientation: 'black' as const };
    const [figure] = figures(viaMarkdownIt(`Pasted from the editor:\n\n${markdownBlock(shown)}\n`));
    assert.ok(figure, `${id}: no board`);
    const snippet = Object.fromEntries([...embedSnippet(shown).matchAll(/ ([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    assert.deepEqual(attrsOf(figure!), snippet, id);
    assert.equal(staticSvg(figure!), await renderBoardSvg({ variant: id, position: shown.position, options, orientation: 'black' }));
  }
});

/**
 * A JSX runtime that writes HTML text, the way this package writes it (empty SVG elements as
 * `<x/>`, the same five escapes), so an MDX page's output can be compared with markdown-it's.
 */
interface Node { type: unknown; props: Record<string, unknown> }
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (t: string) => t.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
function writeHtml(node: unknown, svg = false): string {
  if (node === null || node === undefined || node === false) return '';
  if (typeof node === 'string') return esc(node);
  if (Array.isArray(node)) return node.map((n) => writeHtml(n, svg)).join('');
  const { type, props } = node as Node;
  if (typeof type === 'function') return writeHtml((type as (p: unknown) => unknown)(props), svg);
  const children = props.children;
  if (typeof type !== 'string') return writeHtml(children, svg);
  const inSvg = svg || type === 'svg';
  const attrs = Object.entries(props).filter(([k]) => k !== 'children')
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${esc(String(v))}"`)).join('');
  const inner = writeHtml(children, inSvg);
  return inSvg && inner === '' ? `<${type}${attrs}/>` : `<${type}${attrs}>${inner}</${type}>`;
}
const runtime = { Fragment: (p: { children?: unknown }) => p.children, jsx: (type: unknown, props: object) => ({ type, props }), jsxs: (type: unknown, props: object) => ({ type, props }) };

test('in an MDX page (Docusaurus, @mdx-js/mdx), output: hast gives exactly the markdown-it boards', async () => {
  await prepare();
  const { default: Content } = await evaluate(FIXTURE, {
    ...runtime,
    remarkPlugins: [[remarkVariantBoard, { output: 'hast' }]],
    elementAttributeNameCase: 'html',
  } as never);
  const html = writeHtml((Content as (p: object) => unknown)({}));
  const fromMdx = figures(html);
  assert.equal(fromMdx.length, 6);
  assert.deepEqual(fromMdx, figures(viaMarkdownIt(FIXTURE)));
  // Without output: 'hast', MDX refuses the raw HTML.
  await assert.rejects(evaluate(FIXTURE, { ...runtime, remarkPlugins: [remarkVariantBoard], elementAttributeNameCase: 'html' } as never), /unknown node `raw`/);
});
