/**
 * Where a board's server address is written: its `server` attribute, else the page's
 * `<meta name="variant-board-server" content="...">`. No imports, so that the controls (whether to
 * offer Copy for forum) and the links (share.ts, which also checks the address) read it alike
 * without the controls loading the links' code.
 */
export const SERVER_META = 'variant-board-server';

/** The board server's address as written, trimmed; '' when neither is set. */
export function serverSetting(b: { readonly server?: string | undefined }): string {
  return (b.server || (typeof document !== 'undefined' ? document.querySelector(`meta[name="${SERVER_META}"]`)?.getAttribute('content') : '') || '').trim();
}
