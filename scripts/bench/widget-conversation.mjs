#!/usr/bin/env node
// @ts-check
// `node scripts/bench/widget-conversation.mjs [--messages 1000] [--path /]`
// The chat widget with a long conversation open, in headless Chromium: a visitor starts a
// conversation through the widget, firebase-admin adds the rest of `messages` (visitor and staff
// alternating) straight into the emulator, and a fresh page opens the widget. Measures the time
// to render the open conversation, JS heap and DOM size, and frame times (requestAnimationFrame
// deltas) while the message list scrolls from bottom to top and back. Against BASE_URL (with
// FIRESTORE_EMULATOR_HOST) when set, else it builds and serves its own stack. Prints Markdown,
// writes bench/results/widget-conversation.json.
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/chromium.mjs';
import { DEMO_PROJECT_ID, ROOT } from '../lib/emulators.mjs';
import { exitOnSignals, onShutdown } from '../lib/processes.mjs';
import { addStaffReply, seedConversation } from './seed-conversation.mjs';
import { loadAverage, machine, megabytes, summarize } from './stats.mjs';
import {
  closeWidget,
  countWidgetElements,
  framesWhileScrolling,
  idleFrames,
  waitForMessageCount,
  openAndWaitForMessages,
} from './widget-page-probes.mjs';

/**
 * A page with nothing but the standalone widget script, so frame times are the widget's own,
 * served from a tiny server of its own on 127.0.0.1 (another origin, like a third-party page;
 * a page fulfilled by Playwright's routing would count as public and Chromium would block its
 * requests to the loopback emulators).
 * @param {string} baseUrl
 */
async function serveBlankPage(baseUrl) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Widget benchmark</title></head>
<body><script type="module" src="${baseUrl}/widget/detailing-chat.js"></script></body></html>`;
  const server = createServer((request, response) => {
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(found ? html : 'Not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** A 60 Hz frame, and the tolerance for timer jitter when counting frames that ran long. */
const FRAME_MS = 1000 / 60;
const JITTER_MS = 1;

/**
 * @typedef {object} FrameStats
 * @property {number} frames
 * @property {number | null} p50Ms
 * @property {number | null} p95Ms
 * @property {number | null} maxMs
 * @property {number} over16_7Pct frames longer than 16.7 ms (+1 ms jitter), in percent
 * @property {number} over33Pct frames longer than 33.3 ms (+1 ms jitter), in percent
 * @property {number} longTasks long tasks (> 50 ms) meanwhile
 * @property {Record<string, number>} rendererWork Chromium's counters meanwhile (CDP Performance):
 *   layouts, style recalculations, and layout/style/script/task time in ms
 */

/**
 * @typedef {object} WidgetConversationResult
 * @property {'widget-conversation'} benchmark
 * @property {string} date
 * @property {ReturnType<typeof machine>} machine
 * @property {{ start: number[], end: number[] }} loadAverage
 * @property {string} page the page the widget ran on
 * @property {number} messages messages in the conversation
 * @property {number} rendered message items in the open panel
 * @property {number} seedMs writing the conversation with firebase-admin
 * @property {{ coldMs: number, warmMs: number, coldLongestTaskMs: number, warmLongestTaskMs: number, warmRendererWork: Record<string, number>, bottomGapPx: number }} openToRendered
 *   click (open()) on a fresh page -> every message in the DOM and a frame painted; warm: the
 *   panel opened again with the conversation already in the store; `bottomGapPx`: how far the
 *   list was from its newest message after opening (0: it opens at the bottom, as it should)
 * @property {{ closedMb: number, openMb: number, perMessageKb: number }} jsHeapUsed after a forced GC
 * @property {{ documentNodes: number, widgetElements: number, closedDocumentNodes: number }} dom
 *   Chromium's live DOM node count (CDP `Nodes`, text nodes included) open and closed, and the
 *   elements inside the widget's shadow roots while open
 * @property {FrameStats} scroll bottom -> top -> bottom, `scrollMs` each way
 * @property {number} scrollMs
 * @property {{ shownAfterMs: number, longestTaskMs: number, rendererWork: Record<string, number> }} incoming
 *   a staff reply written (firebase-admin) while the conversation is open -> shown in the list
 * @property {FrameStats} idle 2 s of frames with the conversation open and nothing happening:
 *   the machine's noise (frames over 16.7 ms here are not the widget's fault)
 */

/**
 * @param {import('@playwright/test').CDPSession} cdp
 * @returns {Promise<Record<string, number>>}
 */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** @param {import('@playwright/test').CDPSession} cdp */
async function gcAndMetrics(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  return metrics(cdp);
}

/**
 * @param {number[]} deltas
 * @param {number} longTasks
 * @param {Record<string, number>} before
 * @param {Record<string, number>} after
 * @returns {FrameStats}
 */
function frameStats(deltas, longTasks, before, after) {
  const summary = summarize(deltas);
  const pct = (/** @type {number} */ limit) =>
    deltas.length
      ? Math.round((deltas.filter((d) => d > limit + JITTER_MS).length / deltas.length) * 1000) / 10
      : 0;
  const work = /** @type {const} */ ([
    'LayoutCount',
    'RecalcStyleCount',
    'LayoutDuration',
    'RecalcStyleDuration',
    'ScriptDuration',
    'TaskDuration',
  ]);
  return {
    frames: deltas.length,
    p50Ms: summary.p50,
    p95Ms: summary.p95,
    maxMs: summary.max,
    over16_7Pct: pct(FRAME_MS),
    over33Pct: pct(2 * FRAME_MS),
    longTasks,
    rendererWork: Object.fromEntries(
      work.map((name) => {
        const delta = (after[name] ?? 0) - (before[name] ?? 0);
        // Durations are in seconds; report ms.
        return name.endsWith('Duration')
          ? [`${name}Ms`, Math.round(delta * 1000)]
          : [name, Math.round(delta)];
      }),
    ),
  };
}

/**
 * Widget memory, render time and scroll frame times with a long conversation open.
 * @param {{ baseUrl: string, firestoreHost: string, projectId?: string, messages?: number, path?: string, scrollMs?: number, log?: (line: string) => void }} options
 *   `path`: a site route to run on instead of the blank benchmark page
 * @returns {Promise<WidgetConversationResult>}
 */
export async function benchWidgetConversation({
  baseUrl,
  firestoreHost,
  projectId = DEMO_PROJECT_ID,
  messages = 1000,
  path: sitePath,
  scrollMs = 4000,
  log = console.log,
}) {
  const start = loadAverage();
  const blank = sitePath ? null : await serveBlankPage(baseUrl);
  const browser = await launchChromium({
    args: ['--enable-precise-memory-info'],
    // Ours closes it on a signal, then stops the stack (processes.mjs); Playwright's own
    // handlers would exit before the stack is down.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const unregister = onShutdown(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Keep the site's consultation popup away when running on a site route.
    await context.addInitScript(() => sessionStorage.setItem('consultationPopupSeen', 'true'));
    const url = blank ? blank.url : `${baseUrl}${sitePath}`;
    const page = await context.newPage();
    const pageErrors = /** @type {string[]} */ ([]);
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // 1. The visitor starts the conversation in the widget (session bound to its anonymous uid).
    await page.goto(url);
    await page.getByRole('button', { name: 'Open live chat', exact: true }).click();
    const input = page.getByPlaceholder('Type a message...');
    await input.fill('Hello, I would like a quote for a ceramic coating.');
    await input.press('Enter');
    await page
      .locator('li[data-sender="user"]:not([data-pending])')
      .first()
      .waitFor({ timeout: 30_000 });
    const sessionId = await page.evaluate(() => localStorage.getItem('chat_session_id'));
    if (!sessionId) throw new Error('The widget stored no chat_session_id.');

    // 2. The rest of the conversation, written with firebase-admin (rules do not apply).
    const seedStart = performance.now();
    await seedConversation({ firestoreHost, projectId, sessionId, count: messages - 1 });
    const seedMs = Math.round(performance.now() - seedStart);
    log(`Seeded ${messages - 1} messages into ${sessionId} in ${seedMs} ms`);

    // 3. A fresh page: the widget resumes the stored session; open it and wait for every message.
    await page.reload();
    await page.getByRole('button', { name: 'Open live chat', exact: true }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const cold = await page.evaluate(openAndWaitForMessages, messages);
    log(`Open -> ${cold.rendered} messages rendered: ${cold.elapsedMs} ms (fresh page)`);
    await page.waitForTimeout(1000);
    const open = await gcAndMetrics(cdp);
    const widgetElements = await page.evaluate(countWidgetElements);

    // 4. Frames with nothing to do (the machine's noise), then scrolling the list bottom -> top
    //    -> bottom at a steady speed, one step per frame.
    const idleBefore = await metrics(cdp);
    const still = await page.evaluate(idleFrames, 2000);
    const idle = frameStats(still.deltas, still.longTasks, idleBefore, await metrics(cdp));
    const before = await metrics(cdp);
    const frames = await page.evaluate(framesWhileScrolling, scrollMs);
    const after = await metrics(cdp);
    const scroll = frameStats(frames.deltas, frames.longTasks, before, after);
    log(
      `Scroll: ${scroll.frames} frames, p50 ${scroll.p50Ms} ms, p95 ${scroll.p95Ms} ms, max ${scroll.maxMs} ms`,
    );

    // 5. A staff reply arrives in the open conversation: how long until it shows, and what the
    //    re-render of the whole list costs.
    const replyBefore = await metrics(cdp);
    const shown = page.evaluate(waitForMessageCount, messages + 1);
    const replySentAt = await addStaffReply({
      firestoreHost,
      projectId,
      sessionId,
      content: 'Anything else we can help with?',
      seq: messages,
    });
    const reply = await shown;
    const incoming = {
      shownAfterMs: reply.at - replySentAt,
      longestTaskMs: reply.longestTaskMs,
      rendererWork: frameStats([], 0, replyBefore, await metrics(cdp)).rendererWork,
    };
    log(`Staff reply shown after ${incoming.shownAfterMs} ms`);

    // 6. Closed (panel DOM gone, conversation still in the store), then open again (warm).
    await page.evaluate(closeWidget);
    await page.waitForTimeout(1000);
    const closed = await gcAndMetrics(cdp);
    const warmBefore = await metrics(cdp);
    const warm = await page.evaluate(openAndWaitForMessages, messages + 1);
    const warmWork = frameStats([], 0, warmBefore, await metrics(cdp)).rendererWork;
    log(`Open again -> rendered: ${warm.elapsedMs} ms`);
    if (pageErrors.length > 0) log(`Page errors: ${pageErrors.join('; ')}`);

    const heapOpen = open.JSHeapUsedSize ?? Number.NaN;
    const heapClosed = closed.JSHeapUsedSize ?? Number.NaN;
    return {
      benchmark: 'widget-conversation',
      date: new Date().toISOString(),
      machine: machine(),
      loadAverage: { start, end: loadAverage() },
      page: sitePath ?? 'blank page with the standalone script',
      messages,
      rendered: cold.rendered,
      seedMs,
      openToRendered: {
        coldMs: cold.elapsedMs,
        warmMs: warm.elapsedMs,
        coldLongestTaskMs: cold.longestTaskMs,
        warmLongestTaskMs: warm.longestTaskMs,
        warmRendererWork: warmWork,
        bottomGapPx: Math.max(cold.bottomGapPx, warm.bottomGapPx),
      },
      jsHeapUsed: {
        closedMb: megabytes(heapClosed),
        openMb: megabytes(heapOpen),
        perMessageKb: Math.round(((heapOpen - heapClosed) / 1024 / messages) * 100) / 100,
      },
      dom: {
        documentNodes: open.Nodes ?? Number.NaN,
        widgetElements,
        closedDocumentNodes: closed.Nodes ?? Number.NaN,
      },
      scroll,
      scrollMs,
      idle,
      incoming,
    };
  } finally {
    unregister();
    await browser.close();
    await blank?.close();
  }
}

/** @param {WidgetConversationResult} r */
export function widgetConversationTable(r) {
  const s = r.scroll;
  const work = (/** @type {Record<string, number>} */ w) =>
    `${w.ScriptDurationMs} / ${w.LayoutDurationMs} / ${w.RecalcStyleDurationMs} / ${w.TaskDurationMs}`;
  return [
    `Widget with ${r.messages} messages open (${r.page}); load ${r.loadAverage.end.join(' ')}`,
    '',
    '| what | value |',
    '| --- | ---: |',
    `| messages rendered on opening (the rest load on scrolling up) | ${r.rendered} |`,
    `| open -> newest messages shown, fresh page (ms) | ${r.openToRendered.coldMs} |`,
    `| open -> newest messages shown, again (ms) | ${r.openToRendered.warmMs} |`,
    `| longest task while opening, fresh / again (ms) | ${r.openToRendered.coldLongestTaskMs} / ${r.openToRendered.warmLongestTaskMs} |`,
    `| list's distance from its bottom after opening (px) | ${r.openToRendered.bottomGapPx} |`,
    `| JS heap used, open / closed (MB) | ${r.jsHeapUsed.openMb} / ${r.jsHeapUsed.closedMb} |`,
    `| DOM nodes, open / closed | ${r.dom.documentNodes} / ${r.dom.closedDocumentNodes} |`,
    `| elements in the widget (open) | ${r.dom.widgetElements} |`,
    `| scroll frames: p50 / p95 / max (ms) | ${s.p50Ms} / ${s.p95Ms} / ${s.maxMs} |`,
    `| scroll frames over 16.7 ms / 33.3 ms | ${s.over16_7Pct} % / ${s.over33Pct} % |`,
    `| idle frames (noise): p95 / max (ms), over 16.7 ms | ${r.idle.p95Ms} / ${r.idle.maxMs}, ${r.idle.over16_7Pct} % |`,
    `| long tasks while scrolling | ${s.longTasks} |`,
    `| script / layout / style / task time while scrolling (ms) | ${work(s.rendererWork)} |`,
    `| script / layout / style / task time opening again (ms) | ${work(r.openToRendered.warmRendererWork)} |`,
    `| staff reply -> shown in the open list (ms); longest task | ${r.incoming.shownAfterMs}; ${r.incoming.longestTaskMs} |`,
    `| script / layout / style / task time for that reply (ms) | ${work(r.incoming.rendererWork)} |`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  exitOnSignals();
  const { values } = parseArgs({
    options: {
      messages: { type: 'string', default: '1000' },
      path: { type: 'string' },
      'scroll-ms': { type: 'string', default: '4000' },
    },
  });
  const { servedStack } = await import('./served-stack.mjs');
  const stack = await servedStack();
  let result;
  try {
    result = await benchWidgetConversation({
      baseUrl: stack.baseUrl,
      firestoreHost: stack.firestoreHost,
      projectId: stack.projectId,
      messages: Number(values.messages),
      scrollMs: Number(values['scroll-ms']),
      ...(values.path ? { path: values.path } : {}),
    });
  } finally {
    await stack.stop();
  }
  await mkdir(path.join(ROOT, 'bench/results'), { recursive: true });
  await writeFile(
    path.join(ROOT, 'bench/results/widget-conversation.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  console.log(`\n${widgetConversationTable(result)}`);
  // firebase-admin's Firestore client keeps the process alive.
  process.exit();
}
