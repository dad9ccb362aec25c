import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killMatrixHtml } from '../../src/reports/kill-matrix-html.js';
import { writeReports } from '../../src/reports/write-reports.js';
import { fixtureReport } from './fixture.js';

const CHROMIUM = '/usr/bin/chromium';
// The width the issue was seen at; the fold is one laptop screen.
const WIDTH = 1280;
const HEIGHT = 800;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Real browser, real file: catches what string checks cannot (CSP blocks, script errors, zero-size SVG).
describe('HTML report in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  let dir = '';
  const problems: string[] = [];
  const requests: string[] = [];

  beforeAll(async () => {
    if (!existsSync(CHROMIUM))
      throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does this)`);
    dir = await mkdtemp(join(tmpdir(), 'a34-html-'));
    const [, , , html] = await writeReports(fixtureReport, dir);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('dialog', (d) => problems.push(`dialog: ${d.message()}`));
    page.on('request', (r) => requests.push(r.url()));
    const url = pathToFileURL(html ?? '').href;
    await page.goto(url, { waitUntil: 'load' });
    requests.splice(requests.indexOf(url), 1);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fits 1,280 px: nothing wider than the window, no diff that scrolls sideways', async () => {
    // Runs in the page (a string, since the test's own types have no DOM).
    const widths = (await page.evaluate(`({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
      wide: [...document.querySelectorAll('.diff, .failure, pre, table, .replay')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .map((el) => (el.className || el.tagName) + ': ' + el.scrollWidth + ' > ' + el.clientWidth),
    })`)) as { page: number; window: number; wide: string[] };
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(widths.wide.filter((w) => !w.startsWith('counterexample'))).toEqual([]);
  });

  it('shows the first failure, its finding and its diff above the fold', async () => {
    const first = page.locator('#failures .failure').first();
    for (const part of [first.locator('.finding'), first.locator('ul.changes li').first()]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(HEIGHT);
      expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
    }
    expect(await first.locator('ul.changes li').first().innerText()).toBe(
      'tool `market__search_instruments` inputSchema.properties.q.type: "string" → "number"',
    );
  });

  it('lists failed RED cases and input errors in the Failures section', async () => {
    const failures = page.locator('#failures');
    expect(await failures.locator('#red-laundered-delete').isVisible()).toBe(true);
    expect(await failures.getByText('red/bad-patch.json: $.patch.stage.toolCapacity').isVisible()).toBe(true);
  });

  it('takes a screenshot of the page as a reader sees it', async () => {
    const png = await page.screenshot({ fullPage: false });
    // A PNG of the viewport: signature, then width and height in the IHDR chunk.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([WIDTH, HEIGHT]);
  });

  it('draws the kill matrix page that `kill-matrix` writes, within 1,280 px', async () => {
    const other = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const file = join(dir, 'kill-matrix.html');
    await writeFile(file, killMatrixHtml(fixtureReport.killMatrix!, 'fixture'));
    await other.goto(pathToFileURL(file).href);
    expect(await other.locator('svg#kill-matrix-map g.cell rect').count()).toBe(fixtureReport.killMatrix!.cells.length);
    const width = (await other.evaluate('document.documentElement.scrollWidth')) as number;
    expect(width).toBeLessThanOrEqual(WIDTH);
    await other.close();
  });

  it('renders both heat maps with nonzero size and one rect per cell', async () => {
    const matrix = fixtureReport.killMatrix!;
    const kinds = Object.keys(fixtureReport.coverage.cells);
    const stages = Object.keys(fixtureReport.coverage.cells[kinds[0] ?? ''] ?? {});
    const expected: Record<string, number> = {
      'kill-matrix-map': matrix.cells.length,
      'coverage-map': kinds.length * stages.length,
    };
    for (const [id, cells] of Object.entries(expected)) {
      const svg = page.locator(`svg#${id}`);
      const box = await svg.boundingBox();
      expect(box?.width).toBeGreaterThan(100);
      expect(box?.height).toBeGreaterThan(50);
      expect(await svg.locator('g.cell rect').count()).toBe(cells);
    }
    expect(await page.locator('svg#coverage-map g.cell.marked').count()).toBeGreaterThan(0);
  });

  it('logs no console error, page error or dialog, and fetches nothing', () => {
    expect(problems).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('shows hostile text as text', async () => {
    expect(await page.locator('script').count()).toBe(1);
    await expect.poll(() => page.getByText('<script>alert(1)</script>').first().isVisible()).toBe(true);
  });
});
