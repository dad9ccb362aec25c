import { visible } from '../visible.js';

const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Markup-escapes text that is already visible (e.g. `visibleJson` output), for element content and quoted attributes. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITY[c] ?? c);

/** Any report text for HTML: invisible and look-alike characters shown as `\uXXXX`, then markup-escaped. */
export const h = (text: string | number): string => escapeMarkup(visible(String(text)));
