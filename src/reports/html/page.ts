import { createHash } from 'node:crypto';
import { h } from './escape.js';
import { SCRIPT } from './script.js';
import { STYLE } from './style.js';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// Only our own style and script may run: should escaping ever miss, injected markup stays inert.
const CSP = `default-src 'none'; style-src ${sha256(STYLE)}; script-src ${sha256(SCRIPT)}; img-src data:`;

/** One section of a page: its anchor, its heading (text) and its body (HTML). */
export type Section = readonly [id: string, title: string, html: string];

/** A self-contained page: verdict banner, a sticky navigation over the sections, the sections, our script. */
export function htmlPage(
  level: 'pass' | 'warn' | 'fail',
  headline: string,
  meta: string,
  sections: readonly Section[],
) {
  const word = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' }[level];
  const nav = sections.map(([id, title]) => `<a href="#${id}">${h(title)}</a>`).join('');
  const body = sections
    .map(([id, title, html]) => `<section id="${id}"><h2>${h(title)}</h2>${html}</section>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>a34-verify ${word}</title><style>${STYLE}</style></head>`,
    `<body><header class="verdict ${level}"><h1>${word}: ${h(headline)}</h1><p>${meta}</p></header>`,
    `<nav>${nav}</nav><main>${body}</main><script>${SCRIPT}</script></body></html>`,
    '',
  ].join('\n');
}
