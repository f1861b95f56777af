// The service worker served at /sw.js with root scope (built by ../../build.mjs as a classic
// script). It shows staff push notifications and opens the conversation on click (worker.ts), and
// keeps the console's shell for offline use (console-shell.ts).
import { installConsoleShell, type ShellScope } from './console-shell';
import { installWorker, type WorkerScope } from './worker';

const isWorkerScope = (scope: unknown): scope is WorkerScope =>
  typeof scope === 'object' &&
  scope !== null &&
  'registration' in scope &&
  'clients' in scope &&
  'skipWaiting' in scope;

const isShellScope = (scope: unknown): scope is ShellScope =>
  typeof scope === 'object' && scope !== null && 'caches' in scope && 'fetch' in scope;

if (isWorkerScope(self)) installWorker(self);
if (isShellScope(self)) installConsoleShell(self);
