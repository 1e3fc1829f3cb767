// Every route through real HTTP: status, content types, headers, caching, escaping, limits and
// the 400 texts that name the token with the engine's own message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playout } from './games.js';
import { useServer } from './serve.js';

const { base } = useServer();
const get = (path: string, headers: Record<string, string> = {}) => fetch(base() + path, { headers });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

test('/healthz answers 200', async () => {
  const r = await get('/healthz');
  assert.equal(r.status, 200);
  assert.equal(await r.text(), 'ok\n');
});

test('SVG, PNG and GIF answers carry their type, nosniff, CORS and a year of caching', async () => {
  for (const [ext, type] of [['svg', 'image/svg+xml; charset=utf-8'], ['png', 'image/png'], ['gif', 'image/gif']] as const) {
    for (const id of ['dart', 'dice', 'sixstone', 'dagger', 'd4d6']) {
      const r = await get(`/image/${id}.${ext}`);
      assert.equal(r.status, 200, `${id}.${ext}: ${r.status} ${r.status === 200 ? '' : await r.clone().text()}`);
      assert.equal(r.headers.get('content-type'), type);
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(r.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(r.headers.get('access-control-allow-origin'), '*');
      assert.match(r.headers.get('etag') ?? '', /^"[\w-]{27}"$/);
      const body = new Uint8Array(await r.arrayBuffer());
      const magic = { svg: '<svg', png: '\x89PNG', gif: 'GIF89a' }[ext];
      assert.equal(String.fromCharCode(...body.slice(0, magic.length)), magic, `${id}.${ext} starts as its type does`);
    }
  }
});

test('an SVG answer has no script and a policy that forbids running anything', async () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
  const r = await get(`/image/dagger.svg?${q({ caption: hostile })}`);
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
  const svg = await r.text();
  assert.doesNotMatch(svg, /<script|<img|<foreignObject|<iframe|javascript:/i);
  for (const [tag] of svg.matchAll(/<[^>]+>/g)) assert.doesNotMatch(tag.replace(/"[^"]*"/g, '""'), /\son\w+=|href=/i, tag);
  assert.ok(svg.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the caption is there, escaped');
});

test('ETag and If-None-Match: a 304 with no body, the same validators; another URL another ETag', async () => {
  const path = `/image/dice.png?${q({ moves: '66 e4 23 Nc6', size: '200' })}`;
  const first = await get(path);
  const etag = first.headers.get('etag')!;
  await first.arrayBuffer();
  const again = await get(path);
  assert.equal(again.headers.get('etag'), etag, 'the same URL has the same ETag');
  assert.deepEqual(new Uint8Array(await again.arrayBuffer()), new Uint8Array(await (await get(path)).arrayBuffer()), 'and the same bytes');
  for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const r = await get(path, { 'If-None-Match': inm });
    assert.equal(r.status, 304, inm);
    assert.equal((await r.arrayBuffer()).byteLength, 0);
    assert.equal(r.headers.get('etag'), etag);
    assert.equal(r.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  }
  const stale = await get(path, { 'If-None-Match': '"not-it"' });
  assert.equal(stale.status, 200);
  await stale.arrayBuffer();
  const other = await get(`/image/dice.png?${q({ moves: '66 e4 23 Nc6', size: '201' })}`);
  assert.notEqual(other.headers.get('etag'), etag);
  await other.arrayBuffer();
  for (const page of ['/embed/dart', '/play/dart', `/oembed?${q({ url: `${base()}/play/dart`, format: 'json' })}`]) {
    const r = await get(page);
    const tag = r.headers.get('etag')!;
    await r.arrayBuffer();
    assert.equal((await get(page, { 'If-None-Match': tag })).status, 304, page);
  }
});

test('SVG size: written on the picture (480 by default), so an <img> shows it at that size', async () => {
  assert.match(await (await get('/image/dart.svg')).text(), /^<svg [^>]*width="480" height="\d+"/);
  assert.match(await (await get('/image/dart.svg?size=200')).text(), /^<svg [^>]*width="200" height="\d+"/);
  assert.equal((await get('/image/dart.svg?size=20')).status, 400);
});

test('PNG size: the width asked for, 64 to 2048, default 480', async () => {
  const width = async (path: string) => new DataView(await (await get(path)).arrayBuffer()).getUint32(16);
  assert.equal(await width('/image/dart.png'), 480);
  assert.equal(await width('/image/dart.png?size=64'), 64);
  assert.equal(await width('/image/dart.png?size=2048'), 2048);
  for (const size of ['63', '2049', '-5', '1e3', 'abc', '', '480.5']) {
    const r = await get(`/image/dart.png?size=${encodeURIComponent(size)}`);
    assert.equal(r.status, 400, size);
    assert.equal(await r.text(), `size: "${size}" is not a width in pixels from 64 to 2048\n`);
  }
});

test('bad input is a 400 whose text names the parameter and the token, in the engine\'s words', async () => {
  const cases: [string, RegExp][] = [
    ['/image/chess.png', /^variant: Unknown variant "chess": expected one of dart, dice, sixstone, dagger, d4d6\.\n$/],
    ['/play/chess', /^variant: Unknown variant "chess"/],
    ['/image/dart.jpg', /^route: "dart\.jpg" is not <game>\.svg, <game>\.png or <game>\.gif/],
    [`/image/dice.svg?${q({ moves: '66 e4 23 Nz9' })}`, /^moves: .*"Nz9"/],
    [`/image/dagger.svg?${q({ moves: 'zz9' })}`, /^moves: .*"zz9"/],
    [`/image/dart.svg?${q({ position: 'not a position' })}`, /^position: .*not/],
    [`/image/dart.svg?${q({ position: ' ' })}`, /^position: the position is empty/],
    [`/image/dice.svg?${q({ highlights: 'e4 z9' })}`, /^highlights: "z9" is not a cell of this board/],
    [`/image/dice.svg?${q({ arrows: 'e2e4 e2q9' })}`, /^arrows: "e2q9" is not an arrow between two cells/],
    [`/image/dice.svg?${q({ orientation: 'sideways' })}`, /^orientation: "sideways" is not an orientation/],
    [`/image/dice.svg?${q({ moves: '66 e4', ply: '9' })}`, /^ply: ply 9 is past the end of the moves \(2 moves and rolls\)/],
    [`/image/dice.svg?${q({ ply: 'x' })}`, /^ply: "x" is not a number of moves and rolls/],
    [`/image/dart.svg?${q({ roll: '12' })}`, /^roll: the position shown does not wait for a dice roll/],
    [`/image/dice.svg?${q({ roll: '77' })}`, /^roll: .*77/],
    [`/image/d4d6.svg?${q({ options: 'nonsense=3' })}`, /^options: .*nonsense/],
    [`/image/d4d6.svg?${q({ options: '{"rinoceronte":' })}`, /^options: /],
    [`/image/dice.svg?${q({ coordinates: 'maybe' })}`, /^coordinates: "maybe" is not true or false/],
    [`/image/dice.svg?${q({ caption: ' ' })}`, /^caption: the caption is empty/],
    ['/image/dice.png?caption=a%00b', /^caption: the caption holds the control character U\+0000, which a picture cannot show/],
    [`/image/dice.svg?${q({ caption: 'x'.repeat(201) })}`, /^caption: the caption is 201 characters long, at most 200/],
    ['/image/dice.svg?delay=100', /^delay: unknown parameter "delay": \/image\/<game>\.svg takes position, moves/],
    ['/image/dice.png?delay=100', /^delay: unknown parameter "delay"/],
    ['/play/dice?utm_source=x', /^utm_source: unknown parameter "utm_source"/],
    ['/image/dice.svg?moves=66+e4&moves=23+Nc6', /^moves: "moves" is given 2 times; give it once/],
    ['/image/dice.gif?delay=50', /^delay: "50" is not a delay in milliseconds from 100 to 10000/],
    [`/image/dice.svg?${q({ moves: '[Variant "dice"]\n66 e4', position: 'x' })}`, /^position: a whole game record in "moves" carries its own start/],
  ];
  for (const [path, text] of cases) {
    const r = await get(path);
    const body = await r.text();
    assert.equal(r.status, 400, `${path}: ${r.status} ${body}`);
    assert.equal(r.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.match(body, text, path);
  }
});

test('limits: URL length (414), moves, GIF frames and GIF pixels', async () => {
  const long = await get(`/image/dice.svg?${q({ caption: 'x'.repeat(9000) })}`);
  assert.equal(long.status, 414);
  assert.match(await long.text(), /^url: the URL is \d+ characters long, at most 8192/);
  const many = await get(`/image/dart.svg?${q({ moves: Array(2100).fill('x').join(' ') })}`);
  assert.equal(many.status, 400);
  assert.match(await many.text(), /^moves: too many moves: at most 1000 moves and rolls in one URL/);
  const frames = await get(`/image/dagger.gif?${q({ moves: (await playout('dagger', 301)).join(' '), delay: '100' })}`);
  assert.equal(frames.status, 400);
  assert.match(await frames.text(), /^moves: 302 frames \(the start and one per move\), at most 300 in a GIF/);
  const pixels = await get(`/image/dagger.gif?${q({ moves: (await playout('dagger', 40)).join(' '), size: '2048' })}`);
  assert.equal(pixels.status, 400);
  assert.match(await pixels.text(), /^size: 41 frames of 2048 px are too much to draw: at most 1298 px wide/);
});

test('a GIF of many moves within the limits is drawn', async () => {
  const r = await get(`/image/dagger.gif?${q({ moves: (await playout('dagger', 60)).join(' '), size: '100', delay: '100' })}`);
  assert.equal(r.status, 200, await r.clone().text());
  assert.equal(r.headers.get('content-type'), 'image/gif');
});

test('/embed and /play: HTML with the board\'s attributes escaped, a strict policy that allows framing, no inline script or style', async () => {
  const hostile = '"><script>alert(1)</script>';
  const params = { moves: '1. 66 e4 23 Nc6', highlights: 'e4', caption: `Look ${hostile}` };
  for (const kind of ['embed', 'play']) {
    const r = await get(`/${kind}/dice?${q(params)}`);
    assert.equal(r.status, 200, await r.clone().text());
    assert.equal(r.headers.get('content-type'), 'text/html; charset=utf-8');
    const csp = r.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.match(csp, /frame-ancestors \*/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    assert.equal(r.headers.get('x-frame-options'), null, 'framing is allowed');
    const html = await r.text();
    // Scripts: only the element's bundle, by src; no inline script, no style element or attribute.
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1);
    assert.match(scripts[0]![0], /^<script type="module" src="\/assets\/[\d.]+\/variant-board\.js"><\/script>$/);
    assert.doesNotMatch(html, /<style|\sstyle=|\son\w+=/i);
    assert.ok(!html.includes('<script>alert'), 'the caption is never markup');
    assert.ok(html.includes('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.match(html, /<variant-board variant="dice" moves="1\. 66 e4 23 Nc6" highlights="e4" aria-label="Look &quot;&gt;&lt;script&gt;/);
    assert.match(html, /<link rel="alternate" type="application\/json\+oembed" href="http:\/\/127\.0\.0\.1:\d+\/oembed\?url=/);
    if (kind === 'play') {
      const og = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      assert.ok(og, 'og:image');
      assert.equal(new URL(og).pathname, '/image/dice.png');
      assert.equal(new URL(og).searchParams.get('highlights'), 'e4');
      assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
      assert.match(html, /<meta name="twitter:image" content="http:\/\/127\.0\.0\.1:\d+\/image\/dice\.png\?/);
      const image = await get(og.slice(base().length));
      assert.equal(image.status, 200);
      assert.equal(image.headers.get('content-type'), 'image/png');
      const height = new DataView(await image.arrayBuffer()).getUint32(20);
      assert.equal(`${height}`, /<meta property="og:image:height" content="(\d+)">/.exec(html)?.[1], 'og:image:height is the PNG\'s');
    }
  }
});

test('the bundle and style sheet the pages load are served, and nothing else of the package', async () => {
  const html = await (await get('/embed/dart')).text();
  const script = /src="([^"]+variant-board\.js)"/.exec(html)![1]!;
  const css = /<link rel="stylesheet" href="([^"]+)">/.exec(html)![1]!;
  const js = await get(script);
  assert.equal(js.status, 200);
  assert.equal(js.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.ok((await js.text()).length > 10_000);
  const sheet = await get(css);
  assert.equal(sheet.status, 200);
  assert.equal(sheet.headers.get('content-type'), 'text/css; charset=utf-8');
  const dir = script.slice(0, script.lastIndexOf('/') + 1);
  for (const path of [`${dir}lib/index.js`, `${dir}../package.json`, `${dir}%2e%2e/package.json`, `${dir}chunks/../../package.json`, `${dir}meta.json`, '/assets/0.0.0/variant-board.js', '/nothing']) {
    const r = await get(path);
    assert.equal(r.status, 404, path);
    await r.arrayBuffer();
  }
});

test('/oembed: rich JSON for this server\'s pages, and only for them', async () => {
  const play = `${base()}/play/dagger?${q({ moves: 'df1', caption: 'A <first> move' })}`;
  const r = await get(`/oembed?${q({ url: play, format: 'json', maxwidth: '300' })}`);
  assert.equal(r.status, 200, await r.clone().text());
  assert.equal(r.headers.get('content-type'), 'application/json; charset=utf-8');
  const o = await r.json();
  assert.equal(o.version, '1.0');
  assert.equal(o.type, 'rich');
  assert.equal(o.title, 'A <first> move');
  assert.equal(o.width, 300);
  assert.ok(o.height > 300);
  assert.match(o.html, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/dagger\?moves=df1&amp;caption=A\+%3Cfirst%3E\+move" width="300" height="\d+" title="A &lt;first&gt; move"/);
  assert.equal(new URL(o.thumbnail_url).pathname, '/image/dagger.png');
  assert.equal(new URL(o.thumbnail_url).searchParams.get('size'), '300');
  const thumb = await get(o.thumbnail_url.slice(base().length));
  assert.equal(new DataView(await thumb.arrayBuffer()).getUint32(20), o.thumbnail_height);
  const xml = await get(`/oembed?${q({ url: play, format: 'xml' })}`);
  assert.equal(xml.headers.get('content-type'), 'text/xml; charset=utf-8');
  assert.match(await xml.text(), /<type>rich<\/type>[\s\S]*<title>A &lt;first&gt; move<\/title>/);
  const bad: [Record<string, string>, RegExp][] = [
    [{ url: 'https://elsewhere.example/play/dagger', format: 'json' }, /^url: "https:\/\/elsewhere\.example" is not this server/],
    [{ url: `${base()}/image/dagger.png` }, /^url: "\/image\/dagger\.png" is not a \/play\/<game> or \/embed\/<game> page/],
    [{ url: 'not a url' }, /^url: "not a url" is not an absolute URL/],
    [{}, /^url: the url of a \/play\/ or \/embed\/ page of this server is missing/],
    [{ url: play, format: 'yaml' }, /^format: "yaml" is not a format of this server: json or xml/],
    [{ url: play, maxwidth: 'wide' }, /^maxwidth: "wide" is not a number of pixels/],
    [{ url: `${base()}/play/dagger?moves=zz9` }, /^moves: .*"zz9"/],
    [{ url: `${base()}/play/chess` }, /^variant: Unknown variant "chess"/],
  ];
  for (const [params, text] of bad) {
    const b = await get(`/oembed?${q(params)}`);
    assert.equal(b.status, 400, JSON.stringify(params));
    assert.match(await b.text(), text);
  }
});

test('HEAD is answered like GET, without a body; unknown paths are 404', async () => {
  const r = await fetch(`${base()}/image/dart.png`, { method: 'HEAD' });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('content-type'), 'image/png');
  assert.equal((await r.arrayBuffer()).byteLength, 0);
  const none = await get('/image');
  assert.equal(none.status, 404);
  await none.arrayBuffer();
});
