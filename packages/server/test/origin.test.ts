// Behind a CDN: with a public origin set, the pages' absolute links and oEmbed use it, and oEmbed
// answers for that origin's URLs (and no longer for the address the server listens on).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServer } from './serve.js';

const { base } = useServer({ origin: 'https://boards.example' });

test('the public origin is the one in og:image, canonical and oEmbed links, and the one oEmbed accepts', async () => {
  const html = await (await fetch(`${base()}/play/sixstone?moves=B1B2`)).text();
  assert.match(html, /<meta property="og:image" content="https:\/\/boards\.example\/image\/sixstone\.png\?moves=B1B2&amp;size=600">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/boards\.example\/play\/sixstone\?moves=B1B2">/);
  assert.match(html, /href="https:\/\/boards\.example\/oembed\?url=https%3A%2F%2Fboards\.example%2Fplay%2Fsixstone/);
  const ok = await fetch(`${base()}/oembed?url=${encodeURIComponent('https://boards.example/play/sixstone?moves=B1B2')}`);
  assert.equal(ok.status, 200);
  assert.equal(((await ok.json()) as { thumbnail_url: string }).thumbnail_url, 'https://boards.example/image/sixstone.png?moves=B1B2&size=480');
  const own = await fetch(`${base()}/oembed?url=${encodeURIComponent(`${base()}/play/sixstone`)}`);
  assert.equal(own.status, 400);
  assert.match(await own.text(), /is not this server \(https:\/\/boards\.example\)/);
});
