// Regenerates docs/report-*.png from a real failing run: `npx tsx test/reports/screenshot-report.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { cli, ROOT } from '../cli/helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'a34-shots-'));
const adapter = join(ROOT, 'test/reports/fixtures/retypes-a-field.ts');
const run = await cli(
  [
    'run',
    '--adapter',
    adapter,
    '--profile',
    'ci',
    '--seed',
    '11',
    '--num-runs',
    '25',
    '--grep',
    '^real\\.',
    '--no-corpus',
    '--reports',
    'r',
  ],
  dir,
);
console.log(`run exit ${run.exit}`);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(pathToFileURL(join(dir, 'r/a34-verify.html')).href);
await page.screenshot({ path: join(ROOT, 'docs/report-overview.png') });
await page
  .locator('#failures .failure')
  .first()
  .screenshot({ path: join(ROOT, 'docs/report-failure.png') });
await browser.close();
rmSync(dir, { recursive: true, force: true });
