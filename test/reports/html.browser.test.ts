import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReports } from '../../src/reports/write-reports.js';
import { fixtureReport } from './fixture.js';

const CHROMIUM = '/usr/bin/chromium';
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
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
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

  it('shows the diff with the first difference highlighted and scrolled into view on both sides', async () => {
    const columns = page.locator('.failure').first().locator('.diff-col');
    await expect.poll(() => columns.count()).toBe(2);
    for (const [i, text] of [
      [0, '"type": "string"'],
      [1, '"type": "number"'],
    ] as const) {
      const box = columns.nth(i).locator('.code');
      const hit = box.locator('.line.first-diff');
      expect(await hit.isVisible()).toBe(true);
      expect((await hit.locator('code').innerText()).trim()).toBe(text);
      const [outer, inner] = [await box.boundingBox(), await hit.boundingBox()];
      expect(inner!.y).toBeGreaterThanOrEqual(outer!.y);
      expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height);
    }
    expect(await page.locator('.failure').first().locator('code.jsonpath').innerText()).toBe(
      '$[1].inputSchema.properties.q.type',
    );
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
    await page.screenshot({ path: '/tmp/report.png', fullPage: true });
  });
});
