/** Escaping of text written into HTML and XML: every parameter goes through here. */
const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML or XML attribute value or element content. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESC[c]!);

/** ` name="value"`, escaped. */
export const attr = (name: string, value: string): string => ` ${name}="${escapeHtml(value)}"`;
