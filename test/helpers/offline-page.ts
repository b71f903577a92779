/**
 * A self-contained page opened in headless Chromium the way the browser tests check one: every
 * page error and console error collected, and every request other than for local files
 * refused and noted (a warsim page must work offline).
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, type TestContext } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';

/** Why the browser tests skip, or null when Chromium is installed (CI installs it). */
export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `${CHROMIUM} not found — install it with 'apt-get install -y chromium' (CI does) to run this test`;
}

/** Skip the test, saying why, where Chromium is not installed (CI installs it). */
export function skipWithoutChromium(ctx: TestContext): void {
  const missing = chromiumMissing();
  if (missing === null) return;
  console.warn(`skipped: ${missing}`);
  ctx.skip(missing);
}

export interface OfflinePage {
  browser: Browser;
  page: Page;
  /** Page errors and console errors, in order. */
  problems: string[];
  /** URLs the page asked for beyond local files (each refused). */
  network: string[];
}

/**
 * Launch Chromium and open a page watched for errors and requests; close `browser` afterwards.
 *
 * @param allow a server's address whose requests go through too (warsim studio's), besides local files
 */
export async function offlinePage(allow?: string): Promise<OfflinePage> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const problems: string[] = [];
  const network: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || (allow !== undefined && (url.startsWith(allow) || url.startsWith('blob:')))) return route.continue();
    network.push(url);
    return route.abort();
  });
  return { browser, page, problems, network };
}

/**
 * Open a warsim page (`file`, a path) offline, wait for its charts, hand it to `check`, then
 * require that it rendered ('1'), logged no error and asked for nothing beyond local files.
 */
export async function checkRenderedPage(file: string, check: (page: Page) => Promise<void>): Promise<void> {
  const { browser, page, problems, network } = await offlinePage();
  try {
    await page.goto(pathToFileURL(file).href);
    await page.waitForSelector('body[data-ready]', { timeout: 60_000 });
    expect(await page.locator('body').getAttribute('data-ready')).toBe('1');
    await check(page);
    expect(problems).toEqual([]);
    expect(network).toEqual([]);
  } finally {
    await browser.close();
  }
}
