// @ts-check
// A worker process of the chat delivery benchmark (forked by chat-delivery-run.mjs): a slice of
// the simulated visitors, each with its own Firebase app and anonymous user running core's
// visitor store, as the widget does. It answers the coordinator's messages in order:
//   greet { target, runId, first, count }  -> greeted { sessionIds, rssMb, setupMs, failures }
//   send { phaseStart, n, messagesPerVisitor, intervalMs } -> sent { probes, sent, ... }
//   finish -> finished (then exits)
// Times are epoch milliseconds (`epochNow`), comparable with the coordinator's.
import { chatConfig, failureLog, memoryStorage } from './chat-clients.mjs';
import { loadChatCore } from './chat-core-node.mjs';
import { sendTime } from './chat-delivery-merge.mjs';
import { epochNow, mapLimit, megabytes, sleep, startProcessMeter } from './stats.mjs';

/** @typedef {import('./chat-core-node.mjs').ChatCoreApi} ChatCoreApi */
/** @typedef {import('./chat-delivery-merge.mjs').SentProbe} SentProbe */
/** @typedef {{ firestoreHost: string, authUrl: string, projectId: string }} Target */
/**
 * @typedef {{ chat: ReturnType<ChatCoreApi['createFirebaseChat']>, store: ReturnType<ChatCoreApi['createVisitorChatStore']>, v: number, sessionId: string }} Visitor
 */

/**
 * @typedef {{ phaseStart: number, n: number, messagesPerVisitor: number, intervalMs: number, typing?: boolean }} Phase
 * @typedef {{ type: 'greet', target: Target, runId: string, first: number, count: number }
 *   | ({ type: 'send' } & Phase)
 *   | { type: 'finish' }} Request
 */

const toCoordinator = process.send?.bind(process);
if (!toCoordinator) throw new Error('chat-visitor-worker.mjs runs under child_process.fork.');
/**
 * @param {Record<string, unknown>} reply
 * @param {() => void} [then]
 */
const send = (reply, then) => toCoordinator(reply, undefined, {}, then);

/** With `typing`, when (ms before each send) the simulated visitor presses a key. */
const TYPING_KEYSTROKES_MS = [2500, 1500, 500];

const core = await loadChatCore();
const failures = failureLog();
/** @type {Visitor[]} */
let visitors = [];
/** @type {string} */
let runId = '';

process.on('message', (/** @type {Request} */ message) => {
  handle(message).catch((error) =>
    send({ type: 'error', message: error instanceof Error ? error.stack : String(error) }),
  );
});
send({ type: 'loaded' });

/** @param {Request} message */
async function handle(message) {
  if (message.type === 'greet') {
    const setupStart = epochNow();
    runId = message.runId;
    const rssBefore = process.memoryUsage().rss;
    visitors = await greetAll(message.target, message.first, message.count);
    send({
      type: 'greeted',
      sessionIds: visitors.map((v) => v.sessionId),
      setupMs: Math.round(epochNow() - setupStart),
      rssMb: megabytes(process.memoryUsage().rss),
      rssGrowthMb: megabytes(process.memoryUsage().rss - rssBefore),
      failures: failures.lines.splice(0),
    });
  } else if (message.type === 'send') {
    const meter = startProcessMeter();
    const { probes, sent } = await sendTimed(message);
    send({ type: 'sent', probes, sent, ...meter.stop(), failures: failures.lines.splice(0) });
  } else if (message.type === 'finish') {
    for (const { store } of visitors) store.getState().dispose();
    await mapLimit(visitors, 20, ({ chat }) => chat.dispose());
    send({ type: 'finished', failures: failures.lines.splice(0) }, () => process.exit());
  }
}

/**
 * Setup (untimed): visitors `first` .. `first + count - 1` sign in anonymously and open a
 * conversation with a first message (core starts the session in that same write).
 * @param {Target} target
 * @param {number} first
 * @param {number} count
 * @returns {Promise<Visitor[]>}
 */
function greetAll(target, first, count) {
  return mapLimit(
    Array.from({ length: count }, (_, i) => first + i),
    20,
    async (v) => {
      const chat = core.createFirebaseChat(chatConfig(target, `bench-${runId}-v${v}`));
      const store = core.createVisitorChatStore(chat.visitor, {
        storage: memoryStorage(),
        log: failures.log,
      });
      // A busy emulator can refuse a first contact; a visitor would simply try again, in the
      // same conversation (the store keeps its id, and core finds a start that did land).
      for (let attempt = 1; ; attempt++) {
        const greeting = store.getState().send(`bench ${runId} v${v} hello ${attempt}`);
        if (greeting.ok && (await greeting.saved)) break;
        if (attempt === 3) {
          throw new Error(`Visitor ${v} could not start a conversation: ${failures.lines.at(-1)}`);
        }
        await sleep(2000);
      }
      const sessionId = store.getState().sessionId;
      if (!sessionId) throw new Error(`Visitor ${v} has no session id after its first message.`);
      return { chat, store, v, sessionId };
    },
  );
}

/**
 * The timed phase: each visitor sends `messagesPerVisitor` messages `intervalMs` apart, at the
 * times `sendTime` gives (the same schedule in every worker). Resolves once every accepted
 * message is acknowledged or failed.
 * @param {Phase} phase
 */
async function sendTimed(phase) {
  /** @type {[string, SentProbe][]} */
  const probes = [];
  /** @type {Promise<unknown>[]} */
  const acks = [];
  let sent = 0;
  await Promise.all(
    visitors.map(async ({ store, v, sessionId }) => {
      for (let m = 0; m < phase.messagesPerVisitor; m++) {
        if (phase.typing) {
          // Typing before each message, as in the widget: keystrokes over the last 2.5 s (the
          // store writes one typing signal per 3 s), then the send clears it.
          for (const before of TYPING_KEYSTROKES_MS) {
            await sleep(sendTime(phase, v, m) - before - epochNow());
            store.getState().typing();
          }
        }
        await sleep(sendTime(phase, v, m) - epochNow());
        const sentAt = epochNow();
        const result = store.getState().send(`bench ${runId} v${v} m${m}`);
        if (!result.ok) {
          failures.log(`Visitor ${v} message ${m} refused.`, result.message);
          continue;
        }
        sent += 1;
        /** @type {SentProbe} */
        const probe = { sessionId, sentAt };
        probes.push([result.messageId, probe]);
        acks.push(
          result.saved.then((saved) => {
            if (saved) probe.ackAt = epochNow();
            else probe.failed = true;
          }),
        );
      }
    }),
  );
  await Promise.all(acks);
  return { probes, sent };
}
