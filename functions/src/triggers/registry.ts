import type { DocumentData } from 'firebase-admin/firestore';
import type { TriggerContext, TriggerLog } from './context.js';

/** A document a `created` trigger fires on, with the path's `{params}`. */
export interface CreatedEvent {
  readonly params: Readonly<Record<string, string>>;
  readonly id: string;
  readonly data: DocumentData | undefined;
}

/** A document a `written` trigger fires on: before and after (absent: created or deleted). */
export interface WrittenEvent {
  readonly params: Readonly<Record<string, string>>;
  readonly before: DocumentData | undefined;
  readonly after: DocumentData | undefined;
}

/** What a scheduled run gets besides its dependencies. */
export interface ScheduledRun {
  /** Aborted when the run's time is up (deployed) or the runner stops (locally). */
  readonly signal: AbortSignal;
  readonly log: TriggerLog;
}

interface Common<D> {
  /** Makes the trigger's dependencies; throws naming a missing setting. */
  readonly dependencies: (context: TriggerContext) => D;
  /**
   * Deployed elsewhere than the local runner can follow, with what stands in for it locally
   * (the runner skips it, and says so in its tests).
   */
  readonly localStandIn?: string;
}

export interface CreatedTrigger<D = unknown> extends Common<D> {
  readonly kind: 'created';
  /** The document path, `{param}` for each variable segment. */
  readonly document: string;
  /** Cloud Functions retries a failed run (the handler must be safe to run twice). */
  readonly retry: boolean;
  /** Secrets the deployed function reads (Secret Manager), by name. */
  readonly secrets?: readonly string[];
  readonly run: (event: CreatedEvent, dependencies: D, log: TriggerLog) => Promise<unknown>;
}

export interface WrittenTrigger<D = unknown> extends Common<D> {
  readonly kind: 'written';
  readonly document: string;
  readonly retry: boolean;
  readonly run: (event: WrittenEvent, dependencies: D, log: TriggerLog) => Promise<unknown>;
}

export interface ScheduleTrigger<D = unknown> extends Common<D> {
  readonly kind: 'schedule';
  /** Cloud Scheduler's words (`every day 03:30`). */
  readonly schedule: string;
  readonly timeZone?: string;
  readonly timeoutSeconds: number;
  /** Locally: how often (ms), the variable that changes it, and whether it also runs at start. */
  readonly local: {
    readonly everyMs: number;
    readonly variable: string;
    readonly atStart?: boolean;
  };
  readonly run: (dependencies: D, run: ScheduledRun) => Promise<unknown>;
}

export type Trigger = CreatedTrigger | WrittenTrigger | ScheduleTrigger;

// Typed at the entry (its dependencies' type flows from `dependencies` to `run`), erased in
// the list: each entry is checked on its own, and the list holds any of them.
export const created = <D>(trigger: Omit<CreatedTrigger<D>, 'kind'>): CreatedTrigger =>
  ({ kind: 'created', ...trigger }) as unknown as CreatedTrigger;
export const written = <D>(trigger: Omit<WrittenTrigger<D>, 'kind'>): WrittenTrigger =>
  ({ kind: 'written', ...trigger }) as unknown as WrittenTrigger;
export const scheduled = <D>(trigger: Omit<ScheduleTrigger<D>, 'kind'>): ScheduleTrigger =>
  ({ kind: 'schedule', ...trigger }) as unknown as ScheduleTrigger;

/** The `{params}` of `document` in a concrete path, or null when the path is not one of it. */
export function matchDocument(
  document: string,
  path: string,
): Readonly<Record<string, string>> | null {
  const pattern = document.split('/');
  const segments = path.split('/');
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) params[name] = segment;
    else if (part !== segment) return null;
  }
  return params;
}
