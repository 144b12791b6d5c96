// Lighthouse (13.x, default mobile settings: emulated phone, simulated slow 4G and 4x CPU slowdown) on
// the public pages, with Debian's Chromium started by chrome-launcher. Medians of a few runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { siteUrl } from '../../tests/support/emulator';
import { median } from '../lib/numbers';
import { publicPaths } from './publicPages';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export interface LighthouseFigures {
  path: string;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

export async function measureLighthouse(runs: number): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const results: LighthouseFigures[] = [];
    for (const path of publicPaths) {
      const samples: Array<Omit<LighthouseFigures, 'path' | 'runs'>> = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(siteUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
        samples.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        });
      }
      const pick = (field: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[field]));
      results.push({ path, runs, performance: pick('performance'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), fcpMs: pick('fcpMs') });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
