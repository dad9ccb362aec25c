import { replayCommand } from '../replay-command.js';
import type { PropertyReport } from '../suite-report.js';
import { visibleJson } from '../visible.js';
import { renderDiff } from './diff-view.js';
import { escapeMarkup, h } from './escape.js';
import { badge } from './tables.js';

/** One failed or flaky property: what broke, how to replay it, and where the surfaces first differ. */
export function failureCard(p: PropertyReport, index: number): string {
  const path = p.path === undefined ? '' : ` · path <code>${h(p.path)}</code>`;
  const parts = [
    `<h3>${badge(p.status)} <code>${h(p.id)}</code> ${h(p.title)}</h3>`,
    `<p class="meta">${h(p.rule)} · ${p.numRuns} runs · seed <code>${p.seed}</code>${path}${p.status === 'flaky' ? ' · failed, then passed on retry' : ''}</p>`,
  ];
  if (p.error !== undefined) parts.push(`<pre class="error">${h(p.error)}</pre>`);
  parts.push(`<p class="replay"><span>replay</span><code>${h(replayCommand(p))}</code></p>`);
  if (p.diff !== undefined) parts.push(renderDiff(p.diff));
  if (p.counterexample !== undefined) {
    // With a diff on screen the counterexample is supporting detail; without one it is the evidence.
    const open = p.diff === undefined ? ' open' : '';
    parts.push(
      `<details${open}><summary>Counterexample</summary><pre class="counterexample">${escapeMarkup(visibleJson(p.counterexample))}</pre></details>`,
    );
  }
  return `<article class="failure ${p.status}" id="prop-${index}">${parts.join('')}</article>`;
}
