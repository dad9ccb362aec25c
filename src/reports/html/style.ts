/** The whole stylesheet, inlined so the report is one file that needs no network. */
export const STYLE = `
:root { --pass: #1b7f3b; --warn: #a15c00; --fail: #c62828; --ink: #1f2933; --muted: #616e7c; --line: #d9dee3; --bg: #f7f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
main { max-width: 1400px; margin: 0 auto; padding: 0 24px 48px; }
code, pre { font-family: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, monospace; font-size: 12.5px; }
header.verdict { padding: 18px 24px; color: #fff; }
header.verdict.pass { background: var(--pass); } header.verdict.warn { background: var(--warn); } header.verdict.fail { background: var(--fail); }
header.verdict h1 { margin: 0 0 4px; font-size: 22px; }
header.verdict p { margin: 0; opacity: .92; }
nav { padding: 8px 24px; background: #fff; border-bottom: 1px solid var(--line); position: sticky; top: 0; z-index: 2; }
nav a { margin-right: 16px; color: var(--ink); text-decoration: none; font-weight: 600; }
section { margin-top: 28px; }
h2 { font-size: 18px; border-bottom: 2px solid var(--line); padding-bottom: 4px; }
h3 { font-size: 15px; margin: 0 0 6px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { border-bottom: 1px solid var(--line); padding: 5px 8px; text-align: left; vertical-align: top; }
th { background: #eef1f4; font-weight: 600; }
.num { font-variant-numeric: tabular-nums; }
.msg { white-space: pre-wrap; word-break: break-word; }
.badge { display: inline-block; min-width: 52px; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; text-align: center; color: #fff; }
.badge.pass { background: var(--pass); } .badge.warn { background: var(--warn); } .badge.fail { background: var(--fail); }
.failure { background: #fff; border: 1px solid var(--line); border-left: 5px solid var(--fail); border-radius: 6px; padding: 14px 16px; margin: 14px 0; }
.failure.flaky { border-left-color: var(--warn); }
.meta { color: var(--muted); margin: 0 0 8px; }
pre.error, pre.counterexample { background: #fdf3f3; border: 1px solid #f1c9c9; padding: 8px 10px; white-space: pre-wrap; word-break: break-word; margin: 8px 0; max-height: 20em; overflow: auto; }
pre.counterexample { background: #f5f7fa; border-color: var(--line); }
.replay { margin: 6px 0; display: flex; gap: 8px; align-items: baseline; } .replay span { font-weight: 600; color: var(--muted); flex: 0 0 auto; }
.replay code { background: #1f2933; color: #e4e7eb; padding: 3px 8px; border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; min-width: 0; }
.brief, .finding { margin: 4px 0; overflow-wrap: anywhere; } .brief span, .finding span, .label { font-weight: 600; color: var(--muted); margin-right: 8px; }
.finding { font-weight: 600; } .label { margin: 10px 0 0; }
.diff { margin: 10px 0; } .diff-head { margin: 0 0 4px; color: var(--muted); }
ul.changes { margin: 4px 0 8px; padding-left: 20px; } ul.changes li { overflow-wrap: anywhere; font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 12.5px; }
table.tool-diff { table-layout: fixed; } table.tool-diff th:nth-child(1) { width: 2em; } table.tool-diff th:nth-child(2), table.tool-diff th:nth-child(3) { width: 5.5em; }
table.tool-diff th:nth-child(4) { width: 28%; } table.tool-diff td { overflow-wrap: anywhere; }
table.tool-diff tr.added { background: #e9f7ee; } table.tool-diff tr.removed { background: #fdeaea; } table.tool-diff tr.changed { background: #fff8e1; }
table.tool-diff tr.folded td { color: var(--muted); font-style: italic; } td.mark { font-weight: 700; text-align: center; }
.what div { margin: 1px 0; } del { background: #ffd6d6; text-decoration: line-through; } ins { background: #c9f0d5; text-decoration: none; }
td code, .meta code { overflow-wrap: anywhere; }
details summary { cursor: pointer; color: var(--muted); margin-top: 6px; }
.maps { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
figure.heatmap { width: fit-content; margin: 8px 0; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 10px; overflow-x: auto; max-width: 100%; }
figure.heatmap figcaption { color: var(--muted); font-size: 12.5px; margin-top: 4px; }
.heatmap-svg { display: block; font: 12px system-ui, sans-serif; }
.heatmap-svg .cell-text { font-size: 10px; font-weight: 600; pointer-events: none; }
.heatmap-svg .row-label, .heatmap-svg .col-label { fill: var(--ink); }
.heatmap-svg .survivor { fill: var(--fail); font-weight: 700; }
.heatmap-svg .idle { fill: #7b8794; font-style: italic; }
.heatmap-svg .cell:hover rect { stroke: var(--ink); stroke-width: 2; }
.legend { display: flex; gap: 16px; align-items: center; color: var(--muted); font-size: 12.5px; flex-wrap: wrap; }
.legend .ramp { display: inline-block; width: 140px; height: 12px; border-radius: 2px; vertical-align: middle; background: linear-gradient(90deg, hsl(150,65%,28%), hsl(98,65%,48%), hsl(45,65%,68%)); }
.legend .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; vertical-align: middle; background: #e4e7eb; }
.legend .swatch.floor { background: #fff; border: 2.5px solid var(--fail); }
.ok { color: var(--pass); font-weight: 600; }
ul.chips { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
ul.chips li { border: 1.5px solid var(--fail); border-radius: 12px; padding: 1px 10px; background: #fff; font-size: 12.5px; }
`;
