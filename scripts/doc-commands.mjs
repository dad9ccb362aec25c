#!/usr/bin/env node
// The shell commands the docs show to users, read from their fenced ```sh blocks, so that a changed doc is a changed
// test: scripts/consumer-check.sh runs each one from the packed tarball with the exit code its line documents.
// Conventions, on the command's own line (its last line when continued with `\`), in a trailing comment:
//   `# in a clone`  the command needs a clone of the repository (npm ci, npm test, a lane, bench): not run installed;
//   `# with your framework`  the command needs an agent framework installed: run by consumer-check-frameworks.sh
//                  (pinned versions, every stack), not by the generic pass;
//   `# exit N`      the exit code the command documents (default 0); both may share one comment.
// Plain Node, no dependencies: `node scripts/doc-commands.mjs README.md docs/*.md` prints `exit<TAB>where<TAB>command`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHELL_FENCE = /^\s*```(?:sh|bash|shell)\s*$/;
const ANY_FENCE = /^\s*```/;

/** The command and its trailing comment: a `#` after whitespace and outside quotes starts the comment. */
function splitComment(line) {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== '') {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) return [line.slice(0, i).trimEnd(), line.slice(i + 1)];
  }
  return [line.trimEnd(), ''];
}

/**
 * Every command of the Markdown's ```sh (or bash, shell) blocks, in order, with the line it starts on, the exit code
 * its comment documents and whether it needs a clone. Comment-only and blank lines are not commands.
 * @param {string} markdown
 * @returns {{ line: number, command: string, exit: number, clone: boolean }[]}
 */
export function docCommands(markdown) {
  const commands = [];
  let inShell = false;
  let inOther = false;
  let pending;
  markdown.split(/\r?\n/).forEach((text, index) => {
    if (!inShell && !inOther) {
      if (SHELL_FENCE.test(text)) inShell = true;
      else if (ANY_FENCE.test(text)) inOther = true;
      return;
    }
    if (ANY_FENCE.test(text)) {
      if (pending !== undefined)
        throw new Error(`line ${pending.line}: a command continued with \\ runs into its fence`);
      inShell = inOther = false;
      return;
    }
    if (inOther) return;
    const [code, comment] = splitComment(text.trim());
    if (pending === undefined && code === '') return;
    const line = pending?.line ?? index + 1;
    const joined = pending === undefined ? code : `${pending.command} ${code.trimStart()}`;
    if (joined.endsWith('\\')) {
      pending = { line, command: joined.slice(0, -1).trimEnd() };
      return;
    }
    pending = undefined;
    const exit = /\bexit (\d+)\b/.exec(comment);
    commands.push({
      line,
      command: joined,
      exit: exit ? Number(exit[1]) : 0,
      clone: /\bin a clone\b|\bwith your framework\b/.test(comment),
    });
  });
  if (inShell || inOther) throw new Error('a fenced block is never closed');
  return commands;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: doc-commands.mjs <markdown file>...');
    process.exit(2);
  }
  let skipped = 0;
  for (const file of files) {
    let commands;
    try {
      commands = docCommands(readFileSync(file, 'utf8'));
    } catch (error) {
      console.error(`doc-commands: ${file}: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    }
    for (const c of commands)
      if (c.clone) skipped++;
      else process.stdout.write(`${c.exit}\t${file}:${c.line}\t${c.command}\n`);
  }
  console.error(`doc-commands: ${skipped} commands marked "# in a clone" or "# with your framework" left out`);
}
