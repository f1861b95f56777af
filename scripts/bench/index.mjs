#!/usr/bin/env node
// @ts-check
// `npm run bench [-- --only bytes,lighthouse,chat,widget --runs 3 --sizes 10,100,300,1000 --workers 2 --readme]`
// Every benchmark against one served build (its own on free ports, or a running `npm start`
// with BASE_URL=http://127.0.0.1:5000): bundle bytes, Lighthouse on every public route, chat
// delivery under N simulated visitors, the widget with a 1,000-message conversation. Writes
// bench/results/latest.json and bench/results/latest.md; --readme also replaces the results
// section of bench/README.md. Not part of `npm test` (the deterministic budgets are).
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleTable, measureBundles, overBudget } from '../lib/bundle-sizes.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { exitOnSignals } from '../lib/processes.mjs';
import { benchChatDelivery, chatDeliveryTable, DEFAULT_SIZES } from './chat-delivery.mjs';
import { belowBudget, lighthouseTable, runLighthouse } from './lighthouse.mjs';
import { serveLikeHosting } from './hosting-static.mjs';
import { servedStack } from './served-stack.mjs';
import { benchWidgetConversation, widgetConversationTable } from './widget-conversation.mjs';

// Ctrl-C or SIGTERM stops the stack, the browsers and the visitor workers (processes.mjs).
exitOnSignals();

const ALL = ['bytes', 'lighthouse', 'chat', 'widget'];
const { values } = parseArgs({
  options: {
    only: { type: 'string', default: ALL.join(',') },
    runs: { type: 'string', default: '3' },
    sizes: { type: 'string', default: DEFAULT_SIZES.join(',') },
    // Processes the simulated visitors are spread over (chat delivery); one per core by default.
    workers: { type: 'string', default: String(os.availableParallelism()) },
    readme: { type: 'boolean', default: false },
  },
});
const only = new Set(values.only.split(','));
for (const name of only) if (!ALL.includes(name)) throw new Error(`Unknown benchmark: ${name}`);

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
})();
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};

/** @type {Record<string, unknown>} */
const results = {
  date: new Date().toISOString(),
  commit,
  machine,
  loadAverageStart: loadAverage(),
};
/** @type {string[]} */
const sections = [];
/** @type {string[]} */
const problems = [];

const stack = await servedStack();
try {
  if (only.has('bytes')) {
    const bundles = await measureBundles(stack.publicDir);
    results.bytes = bundles;
    sections.push(`## Bytes (gzip level 9, brotli quality 11)\n\n${bundleTable(bundles)}`);
    problems.push(...overBudget(bundles));
  }
  if (only.has('lighthouse')) {
    const runs = Number(values.runs);
    // The stack's build as Hosting's CDN serves it: no emulator on the browser's cores.
    const site = await serveLikeHosting(stack.publicDir);
    const rows = await runLighthouse({ baseUrl: site.baseUrl, runs }).finally(site.stop);
    results.lighthouse = { runs, rows };
    sections.push(
      `## Lighthouse (mobile preset, simulated throttling, median of ${runs})\n\n${lighthouseTable(rows)}`,
    );
    const below = belowBudget(rows);
    if (below.length > 0) problems.push(`Lighthouse below budget: ${below.map((r) => r.route)}`);
  }
  if (only.has('chat')) {
    const chat = await benchChatDelivery({
      firestoreHost: stack.firestoreHost,
      authUrl: stack.authUrl,
      projectId: stack.projectId,
      sizes: values.sizes.split(',').map(Number),
      workers: Number(values.workers),
    });
    results.chat = chat;
    sections.push(
      `## Chat delivery (visitor send -> staff listener, real client code in Node, emulators)\n\n${chatDeliveryTable(chat)}`,
    );
    for (const run of chat.runs) {
      if (run.lost > 0 || run.duplicated > 0 || run.sendFailures > 0) {
        problems.push(
          `${run.visitors} visitors: ${run.lost} lost, ${run.duplicated} duplicated, ${run.sendFailures} sends failed`,
        );
      }
    }
  }
  if (only.has('widget')) {
    const widget = await benchWidgetConversation({
      baseUrl: stack.baseUrl,
      firestoreHost: stack.firestoreHost,
      projectId: stack.projectId,
      messages: 1000,
    });
    results.widget = widget;
    sections.push(`## Widget with a long conversation\n\n${widgetConversationTable(widget)}`);
  }
} finally {
  await stack.stop();
}
results.loadAverageEnd = loadAverage();
results.problems = problems;

const markdown = [
  `Run ${results.date} at commit ${commit} on ${machine.cpus} × ${machine.cpuModel}, ` +
    `${machine.memoryGb} GB, Node ${machine.node}; load average ` +
    `${/** @type {number[]} */ (results.loadAverageStart).join(' ')} at the start, ` +
    `${/** @type {number[]} */ (results.loadAverageEnd).join(' ')} at the end.`,
  ...sections,
  problems.length > 0 ? `## Problems\n\n${problems.map((p) => `- ${p}`).join('\n')}` : '',
]
  .filter(Boolean)
  .join('\n\n');

const resultsDir = path.join(ROOT, 'bench/results');
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
await writeFile(path.join(resultsDir, 'latest.md'), `${markdown}\n`);
if (values.readme) {
  const readme = path.join(ROOT, 'bench/README.md');
  const text = await readFile(readme, 'utf8');
  const start = '<!-- results:start -->';
  const end = '<!-- results:end -->';
  if (!text.includes(start) || !text.includes(end)) throw new Error(`${readme} lacks ${start}`);
  const updated = text.replace(
    new RegExp(`${start}[\\s\\S]*${end}`),
    () => `${start}\n\n${markdown}\n\n${end}`,
  );
  // Formatted as `npm run lint` checks it (Prettier aligns the tables).
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(readme)) ?? {};
  await writeFile(readme, await prettier.format(updated, { ...options, filepath: readme }));
}
console.log(`\n${markdown}\n\nWrote bench/results/latest.json and latest.md.`);
if (problems.length > 0) process.exitCode = 1;
// Firebase clients (the chat benchmark's) keep handles open.
process.exit();
