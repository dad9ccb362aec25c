import type { FailureStory } from '../failure-story.js';
import { visibleJson } from '../visible.js';
import { renderDiff } from './diff-view.js';
import { escapeMarkup, h } from './escape.js';
import { badge } from './tables.js';

const KIND = { property: '', red: 'RED ', input: 'input error ' } as const;

/** One failure: brief, finding, diff, trimmed counterexample, the whole JSON folded, the replay commands. */
export function failureCard(f: FailureStory, anchor: string): string {
  const path = f.path === undefined ? '' : ` · path <code>${h(f.path)}</code>`;
  const seed = f.seed === undefined ? '' : `seed <code>${f.seed}</code>${path}`;
  const flaky = f.status === 'flaky' ? ' · failed, then passed on retry' : '';
  const parts = [`<h3>${badge(f.status)} ${KIND[f.kind]}<code>${h(f.id)}</code> ${h(f.title)}</h3>`];
  if (f.brief !== undefined) parts.push(`<p class="brief"><span>scenario</span>${h(f.brief)}</p>`);
  parts.push(
    `<p class="finding"><span>finding${f.code === undefined ? '' : ` <code>${h(f.code)}</code>`}</span>${h(f.finding)}</p>`,
  );
  if (f.sides.length > 0)
    parts.push(`<p class="label">Both sides</p><pre class="sides">${h(f.sides.join('\n'))}</pre>`);
  if (f.diff !== undefined) parts.push(renderDiff(f.diff));
  if (f.detail !== undefined)
    parts.push(`<details><summary>Full message</summary><pre class="error">${h(f.detail)}</pre></details>`);
  if (f.trimmed !== undefined)
    parts.push(
      `<p class="label">Counterexample (trimmed)</p><pre class="counterexample">${escapeMarkup(visibleJson(f.trimmed))}</pre>`,
    );
  if (f.whole !== undefined)
    parts.push(
      `<details><summary>Whole counterexample</summary><pre class="counterexample">${escapeMarkup(visibleJson(f.whole))}</pre></details>`,
    );
  if (seed !== '' || flaky !== '') parts.push(`<p class="meta">${seed}${flaky}</p>`);
  for (const command of f.replay) parts.push(`<p class="replay"><span>replay</span><code>${h(command)}</code></p>`);
  return `<article class="failure ${f.status}" id="${h(anchor)}">${parts.join('')}</article>`;
}
