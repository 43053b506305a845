import { startServer } from '../e2e/support/server';
import { atLeast, atMost, median, round, type Measurement } from './support/budget';
import { screensToAudit, type AuditedScreen } from './support/browserScreens';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';
import { measureInteractions } from './support/interactions';
import { AuditBrowser, type AuditFigures, type Profile } from './support/lighthouseAudit';

/** Issue 38's budgets, on this 2-core machine. */
const PERFORMANCE_AT_LEAST: Record<Profile, number> = { desktop: 90, phone: 75 };
const LAYOUT_SHIFT_AT_MOST = 0.05;
const PHONE_BLOCKING_MS_AT_MOST = 300;
const PROFILES: Profile[] = ['desktop', 'phone'];
/** Lighthouse's figures vary run to run; the median of three is what is judged. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const spread = (values: number[], digits = 0) => {
  const sorted = [...values].sort((a, b) => a - b);
  const show = (v: number) => v.toFixed(digits);
  return `${show(sorted[0]!)}/${show(median(sorted))}/${show(sorted.at(-1)!)}`;
};

/** Where the median run's main thread went, largest first, and the heaviest scripts. */
function mainThreadOf(run: AuditFigures): string {
  const kinds = Object.entries(run.mainThread)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ');
  const scripts = run.scripts
    .slice(0, 2)
    .map((s) => `${s.url.split('/').pop()} ${s.scriptingMs}`)
    .join(', ');
  return `main thread ms: ${kinds}; scripting ms: ${scripts}`;
}

/** The run whose performance score is the median one: its breakdown explains the median. */
function medianRun(runs: AuditFigures[]): AuditFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function judge(screen: AuditedScreen, profile: Profile, runs: AuditFigures[]): Measurement[] {
  const of = (pick: (run: AuditFigures) => number) => runs.map(pick);
  const typical = medianRun(runs);
  const shifts = typical.shifts.map((s) => `${s.selector} ${round(s.score)}`).join(', ');
  const detail =
    `min/median/max of ${runs.length}: score ${spread(of((r) => r.performance))}, ` +
    `LCP ms ${spread(of((r) => r.lcpMs))}, TBT ms ${spread(of((r) => r.tbtMs))}, ` +
    `CLS ${spread(
      of((r) => r.cls),
      3,
    )}; ${Math.round(typical.bytes / 1024)} KiB in ` +
    `${typical.requests} requests, unused JS ${typical.unusedJsKiB} KiB; ${mainThreadOf(typical)}` +
    (shifts ? `; moved: ${shifts}` : '') +
    (typical.consoleErrors.length ? `; console: ${typical.consoleErrors.join(' | ')}` : '');
  const name = `${screen.name} ${profile}`;
  const measurements = [
    atLeast(
      `${name}: performance`,
      median(of((r) => r.performance)),
      PERFORMANCE_AT_LEAST[profile],
      'points',
      detail,
    ),
    atMost(`${name}: layout shift`, median(of((r) => r.cls)), LAYOUT_SHIFT_AT_MOST, 'CLS'),
  ];
  if (profile === 'phone') {
    measurements.push(
      atMost(
        `${name}: total blocking time`,
        median(of((r) => r.tbtMs)),
        PHONE_BLOCKING_MS_AT_MOST,
        'ms',
      ),
    );
  }
  return measurements;
}

/**
 * Lighthouse (its Node API, Debian's Chromium) on the main screen of every role, signed in,
 * phone and desktop profiles, each the median of three runs; then the click-to-next-frame time
 * of the interactions users repeat all day. One account's screens share one browser, signed in
 * once, so the runs measure the screen and not the sign-in. The server runs at its production
 * log level on the embedded database with the demo data.
 */
export async function benchBrowser(): Promise<Measurement[]> {
  const server = await startServer({ ...DEFAULT_LOG_LEVEL });
  const results: Measurement[] = [];
  try {
    const screens = screensToAudit();
    const accounts = [...new Set(screens.map((s) => s.account))];
    for (const account of accounts) {
      const browser = await AuditBrowser.open(server.baseURL, account);
      try {
        for (const screen of screens.filter((s) => s.account === account)) {
          for (const profile of PROFILES) {
            const runs: AuditFigures[] = [];
            for (let run = 0; run < RUNS; run += 1) {
              runs.push(await browser.audit(`${server.baseURL}/${screen.path}`, profile));
            }
            const judged = judge(screen, profile, runs);
            for (const m of judged)
              console.log(`  ${m.pass ? 'ok  ' : 'MISS'} ${m.name} ${m.value}`);
            results.push(...judged);
          }
        }
      } finally {
        await browser.close();
      }
    }
    if (!process.env.BENCH_SCREENS || process.env.BENCH_INTERACTIONS) {
      results.push(...(await measureInteractions(server.baseURL)));
    }
  } finally {
    await server.stop();
  }
  return results;
}
