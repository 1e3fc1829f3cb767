// An oEmbed consumer, written from the spec (https://oembed.com, section 4 "Discovery" and
// section 2.3 "Responses"), as a forum or chat app would be: given only a /play/ URL it finds the
// oEmbed endpoint in the page, reads the JSON and checks every field a consumer relies on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from './serve.js';

const { base } = useServer();

/** The attributes of each `<link>` tag in an HTML page (entity-decoded), in page order. */
function linkTags(html: string): Record<string, string>[] {
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(/<link\b([^>]*)>/gi)].map(([, attrs]) => Object.fromEntries([...attrs!.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), decode(v!)])));
}

/** Discovery: the page's JSON oEmbed link, with the consumer's own size bounds added. */
async function discover(pageUrl: string, maxwidth: number): Promise<string> {
  const page = await fetch(pageUrl);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  const link = linkTags(await page.text()).find((l) => l.rel === 'alternate' && l.type === 'application/json+oembed');
  assert.ok(link?.href, 'the page links its oEmbed URL');
  const endpoint = new URL(link.href, pageUrl);
  endpoint.searchParams.set('maxwidth', String(maxwidth));
  return endpoint.href;
}

test('from a /play/ URL alone: discover the oEmbed link, read a valid rich answer within maxwidth', async () => {
  const play = `${base()}/play/d4d6?${new URLSearchParams({ caption: 'd4 d6 at the start', orientation: 'black' })}`;
  const endpoint = await discover(play, 320);
  const r = await fetch(endpoint);
  assert.equal(r.status, 200);
  assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
  const o = (await r.json()) as Record<string, unknown>;
  // Section 2.3.4: version and type are required; a rich answer has html, width and height.
  assert.equal(o.version, '1.0');
  assert.equal(o.type, 'rich');
  assert.equal(typeof o.html, 'string');
  assert.ok(Number.isInteger(o.width) && Number.isInteger(o.height));
  assert.ok((o.width as number) <= 320, 'width respects maxwidth');
  // The thumbnail's three fields come together, and it respects maxwidth too.
  assert.equal(typeof o.thumbnail_url, 'string');
  assert.ok((o.thumbnail_width as number) <= 320 && Number.isInteger(o.thumbnail_height));
  assert.equal(o.title, 'd4 d6 at the start');
  // The html is one iframe of this server's /embed/ page for the same board.
  const iframe = /^<iframe src="([^"]+)" width="(\d+)" height="(\d+)"[^>]*><\/iframe>$/.exec(o.html as string);
  assert.ok(iframe, o.html as string);
  const src = new URL(iframe[1]!.replace(/&amp;/g, '&'));
  assert.equal(src.origin, new URL(base()).origin);
  assert.equal(src.pathname, '/embed/d4d6');
  assert.equal(src.searchParams.get('orientation'), 'black');
  assert.equal(Number(iframe[2]), o.width);
  const embed = await fetch(src);
  assert.equal(embed.status, 200);
  const thumb = await fetch(o.thumbnail_url as string);
  assert.equal(thumb.headers.get('content-type'), 'image/png');
  assert.equal(new DataView(await thumb.arrayBuffer()).getUint32(16), o.thumbnail_width);
});

test('the /embed/ page links the same oEmbed answer', async () => {
  const endpoint = await discover(`${base()}/embed/sixstone`, 480);
  const o = (await (await fetch(endpoint)).json()) as Record<string, unknown>;
  assert.equal(o.type, 'rich');
  assert.match(o.html as string, /\/embed\/sixstone"/);
});
