// @ts-check
import { Timestamp } from 'firebase-admin/firestore';
import { reason } from './listeners.mjs';

/** @typedef {typeof import('../../../functions/src/index.js')} FunctionsModule */
/** @typedef {FunctionsModule['TRIGGERS'][keyof FunctionsModule['TRIGGERS']]} Trigger */
/** @typedef {Exclude<Trigger, { kind: 'schedule' }>} DocumentTrigger */
/** @typedef {import('firebase-admin/firestore').DocumentChange} DocumentChange */
/** @typedef {import('firebase-admin/firestore').Firestore} Firestore */
/** @typedef {ReturnType<typeof import('./listeners.mjs').createListeners>} Listeners */

/**
 * An interval variable in milliseconds (>= 1000), or its default. Throws naming a bad value.
 * @param {Partial<Record<string, string>>} env
 * @param {string} name
 * @param {number} fallback
 */
export function intervalFrom(env, name, fallback) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1000) {
    throw new Error(`${name} must be milliseconds >= 1000, got "${raw}".`);
  }
  return Number(raw);
}

/**
 * Each schedule's interval here: its `local.variable`, else its `local.everyMs`.
 * @param {FunctionsModule['TRIGGERS']} triggers
 * @param {Partial<Record<string, string>>} env
 */
export function localIntervals(triggers, env) {
  /** @type {Map<string, number>} */
  const intervals = new Map();
  for (const [name, trigger] of Object.entries(triggers)) {
    if (trigger.kind !== 'schedule') continue;
    intervals.set(name, intervalFrom(env, trigger.local.variable, trigger.local.everyMs));
  }
  return intervals;
}

/**
 * The functions' triggers (`TRIGGERS`) on the emulators, with the functions' own wiring made
 * from `context`. A `created` trigger follows its collection (or collection group) by
 * `createdAt`, from now; a `written` one gets every change with the document as last seen;
 * triggers on the same documents share one listener; a trigger Cloud Functions retries runs once
 * more when it fails. A trigger whose dependencies miss a setting is off, with the reason
 * printed; one with a `localStandIn` is left to it. Returns how to start the schedules (after
 * the listeners answer), which returns how to stop them.
 * @param {{
 *   functions: FunctionsModule,
 *   context: import('../../../functions/src/triggers/context.js').TriggerContext,
 *   db: Firestore,
 *   listeners: Listeners,
 *   intervals: Map<string, number>,
 *   signal: AbortSignal,
 *   print: (line: string) => void,
 * }} options
 */
export function followTriggers({ functions, context, db, listeners, intervals, signal, print }) {
  const { log } = context;
  /** @type {Map<string, Array<{ name: string, trigger: DocumentTrigger, dependencies: unknown }>>} */
  const byDocument = new Map();
  /** @type {Array<() => () => void>} */
  const schedules = [];
  for (const [name, trigger] of Object.entries(functions.TRIGGERS)) {
    if (trigger.localStandIn) continue;
    let dependencies;
    try {
      dependencies = trigger.dependencies(context);
    } catch (error) {
      print(`${name} is off: ${reason(error)}`);
      continue;
    }
    if (trigger.kind === 'schedule') {
      schedules.push(
        every(name, trigger, dependencies, intervals.get(name) ?? trigger.local.everyMs),
      );
      continue;
    }
    const key = `${trigger.kind} ${trigger.document}`;
    byDocument.set(key, [...(byDocument.get(key) ?? []), { name, trigger, dependencies }]);
  }

  /** The documents of a path pattern: its collection, or a collection group. */
  const collectionOf = (/** @type {string} */ document) => {
    const parts = document.split('/');
    const id = parts[parts.length - 2] ?? '';
    return parts.length === 2 ? db.collection(id) : db.collectionGroup(id);
  };

  for (const [key, entries] of byDocument) {
    const [kind, document = ''] = key.split(' ');
    /** @param {DocumentChange} change @param {(params: Record<string, string>) => any} event */
    const fire = (change, event) => {
      const params = functions.matchDocument(document, change.doc.ref.path);
      if (!params) return;
      for (const { name, trigger, dependencies } of entries) {
        const run = () => trigger.run(event(params), dependencies, log);
        listeners.track(
          (trigger.retry ? run().catch(run) : run()).catch((error) =>
            log(`${name} failed.`, { ...params, error: reason(error) }),
          ),
        );
      }
    };
    if (kind === 'created') {
      let since = Timestamp.now();
      listeners.watch(
        document,
        () => collectionOf(document).where('createdAt', '>', since),
        (change) => {
          if (change.type !== 'added') return;
          const createdAt = change.doc.get('createdAt');
          if (createdAt instanceof Timestamp && createdAt.valueOf() > since.valueOf()) {
            since = createdAt;
          }
          fire(change, (params) => ({ params, id: change.doc.id, data: change.doc.data() }));
        },
      );
    } else {
      /** @type {Map<string, import('firebase-admin/firestore').DocumentData>} */
      const last = new Map();
      listeners.watch(
        document,
        () => collectionOf(document),
        (change) => {
          const path = change.doc.ref.path;
          const before = last.get(path);
          const after = change.type === 'removed' ? undefined : change.doc.data();
          if (after) last.set(path, after);
          else last.delete(path);
          fire(change, (params) => ({ params, before, after }));
        },
        { initial: false, seen: (doc) => void last.set(doc.ref.path, doc.data()) },
      );
    }
  }

  /**
   * A schedule every interval, one run at a time, and at start if it says so.
   * @param {string} name
   * @param {Extract<Trigger, { kind: 'schedule' }>} trigger
   * @param {unknown} dependencies
   * @param {number} intervalMs
   */
  function every(name, trigger, dependencies, intervalMs) {
    /** @type {Promise<unknown> | null} */
    let running = null;
    const run = () => {
      if (running || listeners.isStopped()) return;
      const task = trigger
        .run(dependencies, { signal, log })
        .catch((error) => log(`${name} failed.`, { error: reason(error) }))
        .finally(() => {
          running = null;
        });
      running = task;
      listeners.track(task);
    };
    return () => {
      const timer = setInterval(run, intervalMs);
      if (trigger.local.atStart) run();
      return () => clearInterval(timer);
    };
  }

  return () => {
    const stops = schedules.map((start) => start());
    return () => stops.forEach((stop) => stop());
  };
}
