const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? '&#39;');

/** Text safe inside XML elements and attributes (the notices' RSS): XML's own name for the apostrophe. */
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? '&apos;');
