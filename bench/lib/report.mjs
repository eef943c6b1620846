// Budgets from the other issues and the Markdown report of one bench run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH } from './paths.mjs';

const KB = 1024;
export const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
/** Size cell with the exact byte count, e.g. `3.60 KB (3,689 B)`. */
const bytes = (value) => `${kb(value)} (${value.toLocaleString('en-GB')} B)`;
const ms = (value, digits = 1) =>
  value == null || Number.isNaN(value) ? '–' : `${value.toFixed(digits)} ms`;
const ratio = (value) => (value == null || !Number.isFinite(value) ? '–' : `${value.toFixed(2)}×`);
const notMeasured = (reason) => `not measured: ${reason}`;

/** Runtime budgets (the size budgets come from bench/budgets.json). */
export const RUNTIME_BUDGETS = {
  wheelLongTasks: 0,
  /** A spin may commit a handful of times (start, end); a commit per frame would be ~300. */
  wheelCommits: 3,
  scratchP95Ms: 1,
  keystrokeMs: 16,
};

export function checkAllBudgets(results) {
  const budgets = [];
  const add = (label, figure, limit, pass, reason, timing = true) =>
    budgets.push(
      reason
        ? { label, figure: notMeasured(reason), limit, pass: null, timing }
        : { label, figure, limit, pass, timing },
    );
  const skipped = (part) => `--only skipped ${part}`;

  // Size budgets, exactly as bench/size.mjs --budgets reads them.
  if (results.sizes) {
    // Exactly the entries of bench/budgets.json, measured as `npm run size` measures them.
    for (const row of results.sizes.budgets) {
      const figure = row.size
        ? `${kb(row.size.gzip)}${row.split ? ' up front' : ''}${row.target && row.size.gzip > row.target ? ` (target ${kb(row.target)} not met yet)` : ''}`
        : null;
      add(
        `size: ${row.label}`,
        figure,
        `≤ ${kb(row.budget)}`,
        row.size ? row.size.gzip <= row.budget : null,
        row.size ? null : row.reason,
        false,
      );
    }
  } else
    add(
      'size budgets (bench/budgets.json)',
      null,
      'see budgets.json',
      null,
      skipped('sizes'),
      false,
    );

  // The 5 s spin, and the spin through onSpin whose answer comes 800 ms late.
  for (const [id, spin] of [
    ['wheel-ours', 'a 5 s spin'],
    ['wheel-ours-delayed', 'a spin whose answer comes 800 ms late'],
  ]) {
    const wheel = results.wheel?.widgets.find((widget) => widget.id === id);
    const wheelReason = !results.wheel
      ? skipped('wheel')
      : (wheel?.reason ?? (wheel ? null : 'not in this run'));
    add(
      `Wheel: no long task during ${spin} (CPU 4×)`,
      wheel && !wheel.reason ? `${wheel.longTasksPerRun.join(' / ')} long tasks (runs)` : null,
      `${RUNTIME_BUDGETS.wheelLongTasks} in every run`,
      wheel && !wheel.reason
        ? wheel.longTasksPerRun.every((count) => count <= RUNTIME_BUDGETS.wheelLongTasks)
        : null,
      wheelReason,
    );
    add(
      `Wheel: no React commit per frame during ${spin}`,
      wheel && !wheel.reason
        ? `${wheel.reactCommits} commit${wheel.reactCommits === 1 ? '' : 's'} over ${wheel.frames} frames`
        : null,
      `≤ ${RUNTIME_BUDGETS.wheelCommits} commits`,
      wheel && !wheel.reason ? wheel.reactCommits <= RUNTIME_BUDGETS.wheelCommits : null,
      wheelReason,
    );
  }
  const scratch = results.scratch?.widgets.find((widget) => widget.id === 'scratch-ours');
  add(
    'ScratchCard: cost per pointermove at DPR 3, p95',
    scratch && !scratch.reason ? ms(scratch.p95Ms) : null,
    `≤ ${RUNTIME_BUDGETS.scratchP95Ms} ms`,
    scratch && !scratch.reason ? scratch.p95Ms <= RUNTIME_BUDGETS.scratchP95Ms : null,
    !results.scratch ? skipped('scratch') : scratch?.reason,
  );
  checkLighthouseBudgets(results, add);
  const catalogue = results.catalogue;
  add(
    `Catalogue: main-thread work from a keystroke to the frame showing its results, 1,000 brands (worst key of ${catalogue?.keys?.length ?? 10}, median of ${catalogue?.rounds ?? 3} rounds)`,
    catalogue && !catalogue.reason
      ? `${ms(catalogue.keystrokeMaxMs)}${catalogue.allInNextFrame ? '' : ' (some results came a frame late)'}`
      : null,
    `≤ ${RUNTIME_BUDGETS.keystrokeMs} ms`,
    catalogue && !catalogue.reason
      ? catalogue.keystrokeMaxMs <= RUNTIME_BUDGETS.keystrokeMs && catalogue.allInNextFrame
      : null,
    !catalogue ? skipped('catalogue') : catalogue.reason,
  );
  return budgets;
}

/** The Lighthouse budgets of bench/budgets.json (`lighthouse`): per route, on the medians. */
export function lighthouseBudgets() {
  try {
    return JSON.parse(readFileSync(path.join(BENCH, 'budgets.json'), 'utf8')).lighthouse ?? null;
  } catch {
    return null;
  }
}

function checkLighthouseBudgets(results, add) {
  const budgets = lighthouseBudgets();
  if (!budgets) return;
  for (const id of budgets.routes) {
    const route = results.lighthouse?.routes.find((candidate) => candidate.id === id);
    const reason = !results.lighthouse
      ? '--only skipped lighthouse'
      : !route
        ? 'route not measured'
        : route.reason;
    const label = route?.label ?? id;
    const of = route?.runs ? ` (median of ${route.runs})` : '';
    const measured = (pick) => (reason ? null : pick(route));
    add(
      `Lighthouse ${label}: performance${of}`,
      measured((r) => String(r.scores.performance)),
      `≥ ${budgets.performance}`,
      measured((r) => r.scores.performance >= budgets.performance),
      reason,
    );
    add(
      `Lighthouse ${label}: LCP${of}`,
      measured((r) => `${(r.lcpMs / 1000).toFixed(2)} s`),
      `≤ ${(budgets.lcpMs / 1000).toFixed(1)} s`,
      measured((r) => r.lcpMs <= budgets.lcpMs),
      reason,
    );
    add(
      `Lighthouse ${label}: TBT${of}`,
      measured((r) => `${Math.round(r.tbtMs)} ms`),
      `≤ ${budgets.tbtMs} ms`,
      measured((r) => r.tbtMs <= budgets.tbtMs),
      reason,
    );
    add(
      `Lighthouse ${label}: CLS${of}`,
      measured((r) => r.cls.toFixed(3)),
      `≤ ${budgets.cls}`,
      measured((r) => r.cls <= budgets.cls),
      reason,
    );
    if (budgets.htmlJs?.[id] != null) {
      add(
        `Lighthouse ${label}: JavaScript the HTML loads before the page is interactive (gzip)`,
        measured((r) => (r.htmlJs == null ? null : kb(r.htmlJs))),
        `≤ ${kb(budgets.htmlJs[id])}`,
        measured((r) => r.htmlJs != null && r.htmlJs <= budgets.htmlJs[id]),
        reason,
        false,
      );
    }
  }
}

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map((cell, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

export function renderMarkdown(results) {
  const { machine } = results;
  const out = [];
  const date = results.date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  out.push('# GiftCash bench: latest results', '');
  out.push(
    `Run ${date} on Node ${machine.node}, ${machine.cpu} (${machine.cores} cores, ${machine.memoryGiB} GiB), ${machine.chromium ?? 'Chromium'}; wall time ${Math.floor(results.wallTimeSeconds / 60)} min ${results.wallTimeSeconds % 60} s; 1-minute load average ${machine.loadAverageAtStart?.[0] ?? '?'} at the start. Produced by \`npm run bench\`; the method is in bench/README.md. Absolute times drift between machines: quote the ratios and the budgets.`,
    '',
  );
  // Busy: other work before the run (load above the core count at the start), or during it
  // (at the end, beyond the ~2 that the bench's own browser and Node add).
  const loadAtStart = machine.loadAverageAtStart?.[0] ?? 0;
  const loadAtEnd = machine.loadAverageAtEnd?.[0] ?? 0;
  const busyMachine = loadAtStart > machine.cores || loadAtEnd > machine.cores + 2;
  if (busyMachine) {
    out.push(
      `> The machine was busy during this run (1-minute load average ${loadAtStart} at the start, ${loadAtEnd} at the end, on ${machine.cores} cores): the timings are noisier than usual; the ratios (measured interleaved) hold better than the absolute figures.`,
      '',
    );
  }

  if (results.sizes) {
    out.push(
      '## Bundle size (min+gzip, react and react-dom external, one import per row, same esbuild settings)',
      '',
    );
    const rows = [];
    for (const group of results.sizes.groups) {
      const ours = group.size ? bytes(group.size.gzip) : notMeasured(group.reason);
      for (const peer of group.peers) {
        rows.push([
          `**${group.label}**`,
          ours,
          peer.version ? peer.version.replace(/@(\d)/g, ' $1') : peer.label,
          peer.size ? bytes(peer.size.gzip) : notMeasured(peer.reason),
          ratio(peer.ratio),
        ]);
      }
    }
    out.push(table(['Ours', 'ours min+gzip', 'Peer', 'peer min+gzip', 'ours / peer'], rows), '');
    const entryRows = [...results.sizes.entries, results.sizes.embed].map((row) => [
      row.label,
      row.size ? bytes(row.size.gzip) : notMeasured(row.reason),
      row.size?.lazy ? `+ ${kb(row.size.lazy)}` : '–',
      row.size ? bytes(row.size.min) : '–',
      row.budget == null ? '–' : kb(row.budget),
    ]);
    out.push(
      'Package entries as bench/budgets.json measures them (`npm run size`); with code splitting on where the budget says so, "min+gzip" is what loads up front and "on demand" what loads later.',
      '',
      table(['Package entry', 'min+gzip', 'on demand (gzip)', 'min', 'budget'], entryRows),
      '',
    );
  }

  if (results.wheel) {
    const spins = Math.max(0, ...results.wheel.widgets.map((widget) => widget.runs?.length ?? 0));
    out.push(
      `## Wheel spin (one 5 s spin; the onSpin row: a steady spin until the answer, then the stop; CPU throttled ${results.wheel.cpuThrottling}×, median of ${spins || results.wheel.runs} runs, each on a fresh page)`,
      '',
    );
    const ours = results.wheel.widgets.find((widget) => widget.id === 'wheel-ours');
    const rows = results.wheel.widgets.map((widget) =>
      widget.reason
        ? [widget.label, notMeasured(widget.reason), '–', '–', '–', '–', '–', '–']
        : [
            widget.label,
            `${widget.mainThreadMs} ms (${Math.round(widget.busyShare * 100)}%)`,
            widget.id.startsWith('wheel-ours') || !ours || ours.reason
              ? '–'
              : ratio(ours.mainThreadMs / widget.mainThreadMs),
            `${widget.longTasksPerRun.join(' / ')}${widget.longestTaskMs ? ` (longest ${widget.longestTaskMs} ms)` : ''}`,
            `${widget.droppedFrames} dropped, ${widget.partialFrames} partial of ${widget.frames}`,
            widget.raf ? `${widget.raf.gapsOver25Ms} of ${widget.raf.frames}` : '–',
            String(widget.reactCommits),
            `${(widget.spinMs / 1000).toFixed(2)} s`,
          ],
    );
    out.push(
      table(
        [
          'Widget',
          'main-thread busy',
          'ours / peer',
          'long tasks per run',
          'frames dropped (Chrome frame reporter)',
          'rAF gaps > 25 ms (rAF-loop spin)',
          'React commits',
          'spin',
        ],
        rows,
      ),
      '',
    );
  }

  if (results.scratch) {
    out.push(
      `## Scratch (cost per pointermove, device pixel ratio ${results.scratch.deviceScaleFactor}, same 199-move stroke × ${results.scratch.runs})`,
      '',
    );
    const ours = results.scratch.widgets.find((widget) => widget.id === 'scratch-ours');
    const rows = results.scratch.widgets.map((widget) =>
      widget.reason
        ? [widget.label, notMeasured(widget.reason), '–', '–', '–', '–']
        : [
            widget.label,
            ms(widget.p50Ms),
            ms(widget.p95Ms),
            widget.id === 'scratch-ours' || !ours || ours.reason
              ? '–'
              : ratio(ours.p95Ms / widget.p95Ms),
            ms(widget.maxMs),
            `${widget.canvas} px, ${widget.clearedPercent}% cleared`,
          ],
    );
    out.push(
      table(['Widget', 'p50', 'p95', 'ours / peer (p95)', 'max', 'canvas backing store'], rows),
      '',
    );
  }

  if (results.catalogue) {
    const c = results.catalogue;
    out.push(
      `## Catalogue (type 5 letters one by one, then delete them; 1,000 brands, no CPU throttling, ${c.rounds ?? 1} rounds)`,
      '',
    );
    if (c.reason) out.push(`Not measured: ${c.reason}`, '');
    else {
      out.push(
        table(
          [
            'Screen',
            'query',
            'work until the results frame, p50 / worst key',
            'worst key in round 1 (fresh page)',
            'keydown to results on screen, p50 / worst key',
            'results in the next frame',
            'main-thread total per key p50 / worst',
            'long tasks while typing',
            'brands',
          ],
          [
            [
              'ours: CatalogueScreen',
              `"${c.query}"`,
              `${ms(c.keystrokeP50Ms)} / ${ms(c.keystrokeMaxMs)}`,
              ms(c.keystrokeColdMaxMs),
              `${ms(c.latencyP50Ms)} / ${ms(c.latencyMaxMs)}`,
              c.allInNextFrame
                ? 'every key'
                : `${c.keys.filter((key) => key.inNextFrame).length} of ${c.keys.length} keys`,
              `${ms(c.mainThreadP50Ms)} / ${ms(c.mainThreadMaxMs)}`,
              c.longTasks.length
                ? `${c.longTasks.length} (longest ${Math.max(...c.longTasks)} ms)`
                : '0',
              String(c.brands),
            ],
          ],
        ),
        '',
        'Per key, median of the rounds. Work: main-thread busy time from the key to the end of the frame that shows its results (from a Chromium trace; the budget). Latency adds the wait for the next vsync. Main-thread total is everything the key caused in the 500 ms after it, images and the next page of results included.',
        '',
        table(
          [
            'Key',
            'work until the results frame',
            'runs',
            'latency',
            'next frame',
            'main-thread total',
          ],
          c.keys.map((key) => [
            key.key === ' ' ? 'space' : key.key,
            ms(key.keystrokeMs),
            (key.keystrokeRunsMs ?? []).join(' / '),
            ms(key.latencyMs),
            key.inNextFrame ? 'yes' : 'no',
            ms(key.mainThreadMs),
          ]),
        ),
        '',
      );
    }
  }

  if (results.lighthouse) {
    const runs = results.lighthouse.runs ?? 1;
    out.push(
      `## Lighthouse (mobile preset, prerendered production site on 127.0.0.1, median of ${runs} run${runs === 1 ? '' : 's'} per route)`,
      '',
    );
    const previous = results.lighthouse.previous;
    const before = (id) => previous?.routes?.find((route) => route.id === id);
    const was = (value, format) => (value == null ? '' : ` (was ${format(value)})`);
    const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
    const millis = (value) => `${Math.round(value)} ms`;
    const rows = results.lighthouse.routes.map((route) => {
      const prior = before(route.id);
      return route.reason
        ? [
            `\`${route.label}\``,
            notMeasured(route.reason),
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
            '–',
          ]
        : [
            `\`${route.label}\``,
            `${route.scores.performance ?? '–'}${was(prior?.performance, String)}`,
            String(route.scores.accessibility ?? '–'),
            String(route.scores['best-practices'] ?? '–'),
            String(route.scores.seo ?? '–'),
            route.lcpMs == null ? '–' : `${seconds(route.lcpMs)}${was(prior?.lcpMs, seconds)}`,
            route.tbtMs == null ? '–' : `${millis(route.tbtMs)}${was(prior?.tbtMs, millis)}`,
            route.cls == null
              ? '–'
              : `${route.cls.toFixed(3)}${was(prior?.cls, (value) => value.toFixed(3))}`,
            route.htmlJs == null ? '–' : `${kb(route.htmlJs)}${was(prior?.firstLoadJs, kb)}`,
            kb(route.firstLoadJs),
            route.loadAverage == null ? '–' : String(route.loadAverage),
          ];
    });
    out.push(
      table(
        [
          'Route',
          'Performance',
          'Accessibility',
          'Best practices',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'JS before interactive (gzip)',
          'all JS during the run (gzip)',
          'load average',
        ],
        rows,
      ),
      '',
    );
    if (previous) {
      out.push(
        `"was": the previous run (${previous.date?.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') ?? 'unknown date'}, 1-minute load average ${previous.loadAverageAtStart ?? '?'} at its start${previous.routes?.[0]?.runs > 1 ? '' : ', one run per route'}); its JavaScript figure is what it counted then.`,
        '',
      );
    }
    const perRun = results.lighthouse.routes
      .filter((route) => route.perRun?.length > 1)
      .map(
        (route) =>
          `\`${route.label}\` ${route.perRun.map((run) => `${run.performance} (LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs} ms, load ${run.loadAverage})`).join(' / ')}`,
      );
    if (perRun.length) out.push(`Each run: ${perRun.join(' · ')}.`, '');
    const failing = results.lighthouse.routes
      .filter((route) => route.failedAudits && Object.keys(route.failedAudits).length)
      .map(
        (route) =>
          `\`${route.label}\`: ${Object.entries(route.failedAudits)
            .map(([category, ids]) => `${category} ${ids.join(', ')}`)
            .join('; ')}`,
      );
    if (failing.length)
      out.push(`Audits below 100 outside performance: ${failing.join(' · ')}.`, '');
  }

  out.push('## Budgets', '');
  // A timing budget that fails while the machine was busy may pass on a quiet one: say so.
  const busy = busyMachine;
  const verdict = (budget) =>
    budget.pass === true
      ? 'pass'
      : budget.pass === false
        ? busy && budget.timing
          ? '**FAIL** (machine busy: re-check)'
          : '**FAIL**'
        : 'not measured';
  out.push(
    table(
      ['Budget', 'figure', 'limit', 'result'],
      results.budgets.map((budget) => [
        budget.label,
        budget.figure ?? '–',
        budget.limit,
        verdict(budget),
      ]),
    ),
    '',
  );
  return `${out.join('\n')}\n`;
}
