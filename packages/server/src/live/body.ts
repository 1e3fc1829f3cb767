/** Reading a request's body up to a size, without holding more than that in memory. */

export type Body = { readonly text: string } | { readonly tooLong: number };

export async function readBody(req: Request, max: number): Promise<Body> {
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
