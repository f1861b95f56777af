// The service worker served at /sw.js with root scope (built by ../../build.mjs as a classic
// script). It shows staff push notifications and opens the conversation on click; see worker.ts.
import { installWorker, type WorkerScope } from './worker';

const isWorkerScope = (scope: unknown): scope is WorkerScope =>
  typeof scope === 'object' &&
  scope !== null &&
  'registration' in scope &&
  'clients' in scope &&
  'skipWaiting' in scope;

if (isWorkerScope(self)) installWorker(self);
