// @ts-check
// The coordinator's side of the visitor workers (chat-visitor-worker.mjs): forks them, sends
// each the same request, and gathers their replies. A worker that fails or exits early fails
// the request, and `stop()` ends every worker still running.
import { fork } from 'node:child_process';
import path from 'node:path';
import { trackChild } from '../lib/processes.mjs';

const WORKER = path.join(import.meta.dirname, 'chat-visitor-worker.mjs');

/**
 * @typedef {{ type: string, failures?: string[], message?: string } & Record<string, unknown>} WorkerReply
 */

/**
 * Forks one worker per slice and waits until each has loaded core.
 * @param {number} count
 */
export async function startVisitorPool(count) {
  // Tracked, so a signal to the coordinator stops them too (processes.mjs `exitOnSignals`).
  const children = Array.from({ length: count }, () => {
    const child = fork(WORKER, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    void trackChild(child);
    return child;
  });
  /**
   * The next reply of `type` from `child` (an `error` reply or an exit rejects).
   * @param {import('node:child_process').ChildProcess} child
   * @param {string} type
   * @returns {Promise<WorkerReply>}
   */
  const next = (child, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (/** @type {WorkerReply} */ reply) => {
        if (reply.type !== type && reply.type !== 'error') return;
        off();
        if (reply.type === 'error') reject(new Error(`Visitor worker failed: ${reply.message}`));
        else resolve(reply);
      };
      const onExit = (/** @type {number | null} */ code) => {
        off();
        reject(new Error(`Visitor worker ${child.pid} exited (${code}) before '${type}'.`));
      };
      const off = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  const pool = {
    pids: children.map((c) => /** @type {number} */ (c.pid)),
    /**
     * Sends each worker its request (`requests[i]` to worker i) and resolves with every reply
     * of `replyType`, in worker order.
     * @param {Record<string, unknown>[]} requests
     * @param {string} replyType
     */
    ask: (requests, replyType) =>
      Promise.all(
        children.map((child, i) => {
          const reply = next(child, replyType);
          child.send(/** @type {object} */ (requests[i]));
          return reply;
        }),
      ),
    /** Ends the workers that are still running. */
    stop: () => {
      for (const child of children) if (child.exitCode === null) child.kill();
    },
  };
  try {
    await Promise.all(children.map((child) => next(child, 'loaded')));
  } catch (error) {
    pool.stop();
    throw error;
  }
  return pool;
}
