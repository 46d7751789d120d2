import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { gzipBytes } from './manifest-bytes';

/**
 * One first load of a page on the phone profile of DESIGN.md: 4× CPU slowdown, 150 ms round
 * trip, 1.6 Mbit/s down (750 kbit/s up), in a fresh browser context (empty cache, new
 * connections), measured by the browser itself.
 */
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Watches paints, layout shifts and long tasks from before the page's first script runs. */
const OBSERVE = `
  window.__bench = { lcp: 0, fcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__bench.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

export interface PageLoad {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes as sent (brotli) of every response: the document, scripts, styles, data. */
  transferred: number;
  /** Gzip bytes of the JS and CSS the page downloaded, and of CSS inside the page itself. */
  jsCssGzip: number;
}

/**
 * Total Blocking Time as Lighthouse counts it: the part of every main-thread task beyond 50 ms,
 * from first contentful paint on, until the page is quiet.
 */
function totalBlockingTime(fcp: number, longTasks: [number, number][]): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const counted = start + duration - Math.max(start, fcp);
    total += Math.max(0, counted - 50);
  }
  return total;
}

export async function loadOnce(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
  distDir: string,
): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const result = (await page.evaluate('window.__bench')) as {
      lcp: number;
      fcp: number;
      cls: number;
      longTasks: [number, number][];
    };
    const inlineCss = (await page.evaluate(
      "[...document.querySelectorAll('style')].map((s) => s.textContent).join('')",
    )) as string;
    let transferred = 0;
    const files: string[] = [];
    for (const response of responses) {
      const sizes = await response.request().sizes();
      transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        files.push(new URL(response.url()).pathname.replace(/^\//, '').split(path.sep).join('/'));
      }
    }
    const inline = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
    return {
      lcpMs: result.lcp,
      fcpMs: result.fcp,
      tbtMs: totalBlockingTime(result.fcp, result.longTasks),
      cls: result.cls,
      transferred,
      jsCssGzip: gzipBytes(distDir, files) + inline,
    };
  } finally {
    await context.close();
  }
}
