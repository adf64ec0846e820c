// Lighthouse's mobile preset (its default: a mid-range phone, slow 4G, 4× CPU slowdown) on the
// mobile site's home, a results page and a product page, in Debian's Chromium, against the built
// server with the demo data. Each page RUNS times (default 3); prints the medians and exits non-zero
// when a goal of issue 17 is missed. `npm run lighthouse` (builds first); BASE_URL=… to measure a
// server already running.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltServer } from './built-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const GOALS = { performance: 0.9, accessibility: 0.95, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function pagesOf(baseUrl) {
  const reply = await fetch(`${baseUrl}/api/sellerGoods!list.action?pageNum=1&pageSize=1`, {
    method: 'POST',
  });
  const listing = (await reply.json()).data.pageList[0];
  return [
    ['home', `${baseUrl}/wap/`],
    ['results', `${baseUrl}/wap/searchGoods?k=lamp`],
    ['product', `${baseUrl}/wap/commodity-details?sellerGoodsId=${listing.id}`],
  ];
}

async function measure(url) {
  // A fresh browser each run: nothing cached, no service worker yet, as a first visit.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    return {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      targets: audits['target-size']?.score,
      scriptKb:
        (audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
          ?.transferSize ?? 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const server = process.env.BASE_URL ? null : await startBuiltServer({ label: 'lighthouse' });
  const baseUrl = process.env.BASE_URL ?? server.baseUrl;
  const missed = [];
  try {
    for (const [name, url] of await pagesOf(baseUrl)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(url));
      const m = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key] ?? 0))]),
      );
      console.log(
        `${name.padEnd(8)} performance ${m.performance.toFixed(2)}  accessibility ${m.accessibility.toFixed(2)}  ` +
          `FCP ${Math.round(m.fcpMs)} ms  LCP ${Math.round(m.lcpMs)} ms  TBT ${Math.round(m.tbtMs)} ms  ` +
          `CLS ${m.cls.toFixed(3)}  scripts ${Math.round(m.scriptKb)} kB  (median of ${RUNS}; ${url.replace(baseUrl, '')})`,
      );
      if (m.performance < GOALS.performance) missed.push(`${name}: performance ${m.performance}`);
      if (m.accessibility < GOALS.accessibility) missed.push(`${name}: accessibility ${m.accessibility}`);
      if (m.lcpMs > GOALS.lcpMs) missed.push(`${name}: LCP ${Math.round(m.lcpMs)} ms`);
      if (m.tbtMs > GOALS.tbtMs) missed.push(`${name}: TBT ${Math.round(m.tbtMs)} ms`);
      if (m.cls > GOALS.cls) missed.push(`${name}: CLS ${m.cls}`);
    }
  } finally {
    await server?.stop();
  }
  if (missed.length > 0) {
    console.log(`Goals missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else console.log('Every goal met.');
}

await main();
