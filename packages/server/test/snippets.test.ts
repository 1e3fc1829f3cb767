// The URL scheme and forum snippets: pure functions, checked against the running server (each
// URL they write answers 200 with the right type, and the board survives the round trip).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BOARD_PARAMS } from '../src/board-query.js';
import { BOARD_QUERY_KEYS, boardQuery, boardUrls, forumSnippets } from '../src/snippets.js';
import { useServer } from './serve.js';

const { base } = useServer();

test('the snippets module writes the parameters the server reads, in the same order', () => {
  assert.deepEqual([...BOARD_QUERY_KEYS], [...BOARD_PARAMS]);
  assert.equal(boardQuery({ caption: 'x', moves: '66 e4', ply: 0, coordinates: false, highlights: '', roll: undefined }), 'moves=66+e4&ply=0&coordinates=false&caption=x');
});

test('forumSnippets: BBCode, Markdown, iframe and link, every URL encoded so no markup breaks', () => {
  const s = forumSnippets({ serverBase: 'https://boards.example/', variant: 'dice', board: { moves: '1. 66 e4 [%cal Ge2e4]', caption: 'A [tricky] "one" <b>' } });
  const play = 'https://boards.example/play/dice?moves=1.+66+e4+%5B%25cal+Ge2e4%5D&caption=A+%5Btricky%5D+%22one%22+%3Cb%3E';
  const png = 'https://boards.example/image/dice.png?moves=1.+66+e4+%5B%25cal+Ge2e4%5D&caption=A+%5Btricky%5D+%22one%22+%3Cb%3E';
  assert.equal(s.link, play);
  assert.equal(s.bbcode, `[url=${play}][img]${png}[/img][/url]`);
  assert.equal(s.markdown, `[![A \\[tricky\\] "one" \\<b\\>](${png})](${play})`);
  assert.equal(
    s.iframe,
    '<iframe src="https://boards.example/embed/dice?moves=1.+66+e4+%5B%25cal+Ge2e4%5D&amp;caption=A+%5Btricky%5D+%22one%22+%3Cb%3E" width="480" height="800" title="A [tricky] &quot;one&quot; &lt;b&gt;" loading="lazy" style="border:0;max-width:100%"></iframe>',
  );
  for (const url of [play, png]) assert.doesNotMatch(url, /[\s[\]()<>"]/, 'nothing in a URL can close a BBCode tag, a Markdown link or an attribute');
});

test('every URL boardUrls writes is answered by the server with its type', async () => {
  const urls = boardUrls({ serverBase: base(), variant: 'sixstone', board: { moves: 'B1B2', highlights: 'B2', caption: 'Six Stone' }, size: 240, delay: 500 });
  const types = { svg: 'image/svg+xml', png: 'image/png', gif: 'image/gif', embed: 'text/html', play: 'text/html', oembed: 'application/json' };
  for (const [kind, url] of Object.entries(urls)) {
    const r = await fetch(url);
    assert.equal(r.status, 200, `${kind}: ${await r.clone().text()}`);
    assert.ok(r.headers.get('content-type')?.startsWith(types[kind as keyof typeof types]), kind);
    await r.arrayBuffer();
  }
});
