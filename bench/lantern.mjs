// `node bench/lantern.mjs <route> [run]`: what Lighthouse's simulation (Lantern) put behind a
// route's First and Largest Contentful Paint, request by request, from a run of
// `node bench/run.mjs --only=lighthouse --lighthouse-assets` (which keeps the trace and the DevTools
// log beside bench/.work/lighthouse-<route>-<run>.json; run defaults to 1).
//
// LCP is the mean of two estimates: an optimistic graph (no low-priority images) and a pessimistic
// one (every request that finished before the paint was observed). Each line is one simulated
// node: start and end in ms, then the request (type, priority, bytes, path) or the main-thread
// task. Lantern models HTTP/1.1: a new connection per parallel request (a round trip to open) and
// the bandwidth shared between the requests in flight, so one more request at the same moment
// slows the others, and a response that outgrows its share of a round trip takes another.
//
// What-ifs, on the same trace: --drop=<regexp> removes the requests whose URL matches (as if the
// page did not make them); --size=<regexp>=<bytes> gives them that transfer size.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PEERS, WORK } from './lib/paths.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const [route = 'home', run = '1'] = args.filter((arg) => !arg.startsWith('--'));
const base = path.join(WORK, `lighthouse-${route}-${run}`);
if (!existsSync(`${base}-0.trace.json`)) {
  console.error(
    `bench/lantern: no trace for ${route} run ${run}; run node bench/run.mjs --only=lighthouse --lighthouse-assets first`,
  );
  process.exit(1);
}
const lighthouseModule = (file) =>
  import(pathToFileURL(path.join(PEERS, 'node_modules/lighthouse/core/computed', file)).href);
const { LanternLargestContentfulPaint } = await lighthouseModule(
  'metrics/lantern-largest-contentful-paint.js',
);
const { LanternFirstContentfulPaint } = await lighthouseModule(
  'metrics/lantern-first-contentful-paint.js',
);
const { PageDependencyGraph } = await lighthouseModule('page-dependency-graph.js');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const report = readJson(`${base}.json`);
const settings = report.configSettings;
const data = {
  trace: readJson(`${base}-0.trace.json`),
  devtoolsLog: readJson(`${base}-0.devtoolslog.json`),
  gatherContext: { gatherMode: 'navigation' },
  settings,
  simulator: null,
  URL: {
    requestedUrl: report.requestedUrl,
    mainDocumentUrl: report.mainDocumentUrl ?? report.finalUrl,
    finalDisplayedUrl: report.finalDisplayedUrl,
  },
  SourceMaps: [],
  HostDPR: 1,
};
const context = { computedCache: new Map(), settings };

// The what-ifs change the dependency graph that both metrics are then computed from (it is cached
// in `context`).
const graph = await PageDependencyGraph.request({ ...data, fromTrace: false }, context);
const drop = option('drop') ? new RegExp(option('drop')) : null;
const resize = option('size') ? /^(.*)=(\d+)$/.exec(option('size')) : null;
const dropped = [];
graph.traverse((node) => {
  if (node.type !== 'network') return;
  if (resize && new RegExp(resize[1]).test(node.request.url))
    node.request.transferSize = Number(resize[2]);
  if (drop?.test(node.request.url)) dropped.push(node);
});
for (const node of dropped) {
  // Its dependents hang on what it hung on.
  for (const dependent of node.getDependents()) {
    node.removeDependent(dependent);
    for (const dependency of node.getDependencies()) dependency.addDependent(dependent);
  }
  for (const dependency of node.getDependencies()) dependency.removeDependent(node);
}

const fcp = await LanternFirstContentfulPaint.request(data, context);
const lcp = await LanternLargestContentfulPaint.request(data, context);
const ms = (value) => String(Math.round(value)).padStart(6);
const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, '');
console.log(
  `${route} run ${run}${dropped.length ? `, without ${dropped.length} request(s) matching ${drop}` : ''}${resize ? `, ${resize[1]} at ${resize[2]} bytes` : ''}`,
);
console.log(
  `FCP ${Math.round(fcp.timing)} ms · LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
if (args.includes('--quiet')) process.exit(0);
for (const [label, estimate] of [
  ['LCP, optimistic', lcp.optimisticEstimate],
  ['LCP, pessimistic', lcp.pessimisticEstimate],
]) {
  console.log(`\n${label}:`);
  const rows = [...estimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime || a[1].endTime - b[1].endTime,
  );
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.transferSize} B ${shortUrl(node.request.url)}`
        : `main thread (${Math.round((node.endTime - node.startTime) / 1000)} ms observed)`;
    console.log(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`);
  }
}
