import { logger } from 'firebase-functions';
import { defineSecret } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { TriggerContext, TriggerLog } from './context.js';
import type { CreatedTrigger, ScheduleTrigger, Trigger, WrittenTrigger } from './registry.js';

/** A trigger as Cloud Functions deploys it. */
export type DeployedTrigger =
  | ReturnType<typeof onDocumentCreated<string>>
  | ReturnType<typeof onDocumentWritten<string>>
  | ReturnType<typeof onSchedule>;

/** Where the functions run: London, next to the Firestore database (docs/deploy.md). */
export const REGION = 'europe-west2';

/** Cloud Logging, at the line's severity. */
export const cloudLog: TriggerLog = (message, details, severity = 'info') => {
  if (severity === 'error') logger.error(message, details);
  else if (severity === 'warn') logger.warn(message, details);
  else logger.info(message, details);
};

/** An error as a log line says it: its stack where it has one. */
export const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

/**
 * Makes the trigger's dependencies on first use (not at deploy analysis) and keeps them for the
 * instance's life; a failure (a missing setting) is not kept: the next event tries again.
 */
function lazily<D>(make: () => D): () => D {
  let made: { value: D } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Every entry of `triggers` as a Cloud Function, under its name, on `context`'s wiring. */
export function deployAll<Name extends string>(
  triggers: Record<Name, Trigger>,
  context: () => TriggerContext,
) {
  const made = lazily(context);
  return Object.fromEntries(
    Object.entries<Trigger>(triggers).map(([name, trigger]) => [
      name,
      deployTrigger(
        trigger,
        name,
        lazily(() => trigger.dependencies(made())),
      ),
    ]),
  ) as Record<Name, DeployedTrigger>;
}

/**
 * A registry entry as a 2nd-gen Cloud Function of its kind in REGION, on the dependencies
 * `dependencies` gives (tests pass their own). A failed run that is not retried is logged and
 * ends there; one that is retried is logged and thrown, for Cloud Functions to run it again.
 */
export function deployTrigger(
  trigger: CreatedTrigger,
  name: string,
  dependencies: () => unknown,
): ReturnType<typeof onDocumentCreated<string>>;
export function deployTrigger(
  trigger: WrittenTrigger,
  name: string,
  dependencies: () => unknown,
): ReturnType<typeof onDocumentWritten<string>>;
export function deployTrigger(
  trigger: ScheduleTrigger,
  name: string,
  dependencies: () => unknown,
): ReturnType<typeof onSchedule>;
export function deployTrigger(
  trigger: Trigger,
  name: string,
  dependencies: () => unknown,
): DeployedTrigger;
export function deployTrigger(
  trigger: Trigger,
  name: string,
  dependencies: () => unknown,
): DeployedTrigger {
  const failed = (error: unknown, details: Record<string, unknown>, rethrow: boolean) => {
    cloudLog(`${name} failed.`, { ...details, error: reasonOf(error) }, 'error');
    if (rethrow) throw error;
    return null;
  };
  switch (trigger.kind) {
    case 'created':
      return onDocumentCreated(
        {
          document: trigger.document,
          region: REGION,
          retry: trigger.retry,
          ...(trigger.secrets ? { secrets: trigger.secrets.map((s) => defineSecret(s)) } : {}),
        },
        async (event) => {
          const params = event.params as Record<string, string>;
          const id = event.data?.id ?? '';
          try {
            return await trigger.run(
              { params, id, data: event.data?.data() },
              dependencies(),
              cloudLog,
            );
          } catch (error) {
            return failed(error, params, trigger.retry);
          }
        },
      );
    case 'written':
      return onDocumentWritten(
        { document: trigger.document, region: REGION, retry: trigger.retry },
        async (event) => {
          const params = event.params as Record<string, string>;
          const before = event.data?.before;
          const after = event.data?.after;
          try {
            return await trigger.run(
              {
                params,
                before: before?.exists ? before.data() : undefined,
                after: after?.exists ? after.data() : undefined,
              },
              dependencies(),
              cloudLog,
            );
          } catch (error) {
            return failed(error, params, trigger.retry);
          }
        },
      );
    case 'schedule':
      return onSchedule(
        {
          schedule: trigger.schedule,
          ...(trigger.timeZone ? { timeZone: trigger.timeZone } : {}),
          region: REGION,
          timeoutSeconds: trigger.timeoutSeconds,
          retryCount: 0,
        },
        async () => {
          // A minute of the function's time is kept back to finish the run cleanly.
          const signal = AbortSignal.timeout((trigger.timeoutSeconds - 60) * 1000);
          try {
            await trigger.run(dependencies(), { signal, log: cloudLog });
          } catch (error) {
            failed(error, {}, true);
          }
        },
      );
  }
}
