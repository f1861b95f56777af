import type { App } from 'firebase-admin/app';
import type { MessagingPort, Severity } from '../notify-staff.js';

/** One log line: deployed, Cloud Logging; in the local trigger runner, printed. */
export type TriggerLog = (
  message: string,
  details?: Record<string, unknown>,
  severity?: Severity | 'warn',
) => void;

/**
 * What every trigger's dependencies are made from. Deployed: the function's Admin SDK app,
 * `process.env`, FCM and Cloud Logging (index.ts). In the local stack's trigger runner: its app
 * on the emulators, the stack's environment, a printed stand-in for FCM and its printed log.
 */
export interface TriggerContext {
  readonly app: App;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly messaging: MessagingPort;
  readonly log: TriggerLog;
}
