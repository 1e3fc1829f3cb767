/** Who a request comes from, for the new-games limit: its address (an IPv6 one by its /64). */
import type { Context } from 'hono';

export function clientOf(c: Context, trustProxy: boolean): string {
  let address: string | undefined;
  if (trustProxy) {
    // The proxy in front appends the address it saw last: earlier entries are the client's own say.
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) address = forwarded;
  }
  address ??= (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  if (!address) return 'unknown';
  if (address.startsWith('::ffff:')) return address.slice(7);
  // One IPv6 host usually has a whole /64: counting each address would let it start games without end.
  if (address.includes(':')) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? Array(Math.max(0, 8 - a.length - b.length)).fill('0') : [];
  return [...a, ...zeros, ...b].map((part) => part.toLowerCase());
}
