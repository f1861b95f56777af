import {
  createVisitorChatStore,
  type FirebaseEnvResult,
  type KeyValueStorage,
  type VisitorChatBackend,
  type VisitorChatStore,
  type VisitorChatStoreOptions,
  type VisitorEnvironment,
} from '@detailing/core';
import { buildChatConfig } from '../backend/chat-config';
import { createLazyBackend, type LazyVisitorBackend } from '../backend/lazy-backend';
import { browserEnvironment } from '../lib/browser-environment';
import { createToastStore, type ToastStore } from '@detailing/ui';

/** What one widget instance runs on: its chat store, its toasts and its (lazy) backend. */
export interface WidgetServices {
  readonly chat: VisitorChatStore;
  readonly toasts: ToastStore;
  readonly backend: LazyVisitorBackend;
}

export type WidgetSetup =
  | { readonly kind: 'ready'; readonly services: WidgetServices }
  | { readonly kind: 'unconfigured'; readonly missing: readonly string[] };

/** Local storage, or nothing where the browser blocks it (some sandboxed frames throw). */
function localStorageIfAllowed(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Creates one instance's services. The Firebase adapter is imported on first use (a stored
 * conversation to watch, a first message) or when the panel opens, never with the page.
 */
export function createWidgetSetup(config: FirebaseEnvResult = buildChatConfig()): WidgetSetup {
  if (!config.ok) return { kind: 'unconfigured', missing: config.missing };
  const services = createWidgetServices(
    () =>
      import('../backend/firebase-backend').then((module) =>
        module.createFirebaseVisitorBackend(config.config),
      ),
    localStorageIfAllowed(),
    browserEnvironment(),
  );
  return { kind: 'ready', services };
}

/**
 * One instance's stores on the adapter `load` gives (imported on first use), with the session
 * id kept in `storage` and the visitor's `environment` (device, browser, language, time zone)
 * for staff. The component tests run the panel on the memory adapter through this.
 */
export function createWidgetServices(
  load: () => Promise<VisitorChatBackend>,
  storage: KeyValueStorage | undefined,
  environment?: VisitorEnvironment,
  { detailsIntervalMs }: Pick<VisitorChatStoreOptions, 'detailsIntervalMs'> = {},
): WidgetServices {
  const backend = createLazyBackend(load);
  const chat = createVisitorChatStore(backend, {
    ...(storage ? { storage } : {}),
    ...(environment ? { environment } : {}),
    ...(detailsIntervalMs === undefined ? {} : { detailsIntervalMs }),
    // Failed sends are logged only (spec, section 8); a warning, as the visitor sees the cause.
    log: (message, error) => console.warn(message, error),
  });
  return { chat, toasts: createToastStore(), backend };
}
