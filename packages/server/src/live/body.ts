/** Reading a request's body up to a size, without holding more than that in memory. */
import type { IncomingMessage } from 'node:http';

export type Body = { readonly text: string } | { readonly tooLong: number };

/**
 * The body as text (UTF-8; bytes that are not become U+FFFD). `incoming`: Node's own request
 * under the web one (@hono/node-server gives it), read directly: a web stream over it costs more
 * than the rest of a move's PUT.
 */
export async function readBody(req: Request, max: number, incoming?: IncomingMessage): Promise<Body> {
  if (incoming && typeof incoming.on === 'function' && !incoming.readableDidRead) return readIncoming(incoming, max);
  const declared = Number(req.headers.get('Content-Length') ?? '0');
  if (declared > max) return { tooLong: declared };
  if (!req.body) return { text: '' };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return { tooLong: total };
    }
    chunks.push(value);
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) };
}

function readIncoming(incoming: IncomingMessage, max: number): Promise<Body> {
  const declared = Number(incoming.headers['content-length'] ?? '0');
  if (declared > max) return Promise.resolve({ tooLong: declared });
  if (incoming.readableEnded) return Promise.resolve({ text: '' });
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onBroken);
      incoming.off('close', onBroken);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= max) return void chunks.push(chunk);
      // The rest is not read: the answer closes the connection.
      stop();
      incoming.pause();
      ok({ tooLong: total });
    };
    const onEnd = () => {
      stop();
      ok({ text: Buffer.concat(chunks, total).toString('utf8') });
    };
    const onBroken = () => {
      stop();
      fail(new Error('the request broke off'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onBroken);
    incoming.on('close', onBroken);
  });
}
