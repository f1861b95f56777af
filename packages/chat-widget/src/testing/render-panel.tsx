// The widget's panel as a page shows it, for component tests: in an open shadow root with the
// panel's stylesheet adopted, on its own stores (createWidgetServices, as in production) over
// core's memory backend. Test support: product code never imports it (eslint.config.js).
import { type ChatMessage, type ChatSettings, SESSION_STORAGE_KEY } from '@detailing/core';
import {
  alwaysOpenSettings,
  buildConversation,
  createMemoryChat,
  createMemoryStorage,
  type MemoryChat,
  type MemoryChatOptions,
} from '@detailing/core/testing';
import { afterEach, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { adoptStyles } from '../lib/adopt-styles';
import { ChatWindow } from '../panel/chat-panel';
import { panelCss } from '../panel/panel-css';
import { WidgetContext } from '../panel/widget-context';
import { createWidgetServices } from '../panel/widget-setup';

export const BUSINESS = 'Harbour & Heath Detailing';

const disposers: (() => void)[] = [];
/** Removes every panel rendered so far and runs what `onCleanUp` was given (after each test). */
export function cleanUp() {
  for (const dispose of disposers.splice(0)) dispose();
}
afterEach(cleanUp);
/** Runs `dispose` after the test (or at the next `cleanUp`). */
export const onCleanUp = (dispose: () => void) => disposers.push(dispose);

/** A shadow root with the panel's stylesheet, as the launcher makes for the panel. */
export function shadowContainer() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, panelCss);
  const container = document.createElement('div');
  root.append(container);
  disposers.push(() => host.remove());
  return { root, container };
}

export interface PanelOptions {
  /** Rendered open (the default) or closed. */
  readonly open?: boolean;
  /** The chat settings; open around the clock unless a test is about the away notice. */
  readonly settings?: ChatSettings | null;
  /**
   * The visitor's stored conversation, as if from an earlier visit. `counted` seeds the
   * session's message counters from the messages (the signals need them).
   */
  readonly seed?: {
    readonly status?: 'open' | 'closed';
    readonly messages?: readonly Partial<ChatMessage>[];
    readonly counted?: boolean;
  };
  /** The memory backend's options (send spacing, typing interval: none by default). */
  readonly memory?: MemoryChatOptions;
  /** Set-up on the memory backend before the panel renders (another visitor's conversation). */
  readonly before?: (memory: MemoryChat) => void;
}

/** Renders the panel; returns the backend, the stores and what the tests ask of them. */
export async function renderPanel({
  open = true,
  settings = alwaysOpenSettings(),
  seed,
  memory: memoryOptions = {},
  before,
}: PanelOptions = {}) {
  const memory = createMemoryChat({ minMessageIntervalMs: 0, ...memoryOptions });
  memory.seedSettings(settings);
  before?.(memory);
  const visitor = memory.visitor();
  const storage = createMemoryStorage();
  let seededId: string | null = null;
  if (seed) {
    const built = buildConversation(
      { visitorUid: visitor.uid, status: seed.status ?? 'open' },
      seed.messages ?? [],
    );
    const count = (sender: string) => built.messages.filter((m) => m.sender === sender).length;
    const session = seed.counted
      ? {
          ...built.session,
          counts: { user: count('user'), admin: count('admin'), readByStaff: 0, readByVisitor: 0 },
        }
      : built.session;
    memory.seedSession(session, built.messages);
    storage.setItem(SESSION_STORAGE_KEY, session.id);
    seededId = session.id;
  }
  // The store spaces the visitor's details as the memory server requires.
  const { minDetailsIntervalMs } = memoryOptions;
  const services = createWidgetServices(
    async () => visitor,
    storage,
    undefined,
    minDetailsIntervalMs === undefined ? {} : { detailsIntervalMs: minDetailsIntervalMs },
  );
  const { root, container } = shadowContainer();
  disposers.push(() => services.chat.getState().dispose());

  const requests = { open: vi.fn(), close: vi.fn() };
  const ui = (isOpen: boolean) => (
    <WidgetContext value={services}>
      <ChatWindow
        businessName={BUSINESS}
        open={isOpen}
        close={requests.close}
        onRequestOpen={requests.open}
      />
    </WidgetContext>
  );
  const screen = await render(ui(open), { container });
  const sessionId = () => seededId ?? services.chat.getState().sessionId;
  return {
    memory,
    services,
    requests,
    /** What has the focus inside the shadow root (the page's own activeElement is the host). */
    focused: () => root.activeElement,
    setOpen: (isOpen: boolean) => screen.rerender(ui(isOpen)),
    /** The visitor's session id once there is one. */
    sessionId,
    /** The visitor's session as the memory server holds it. */
    stored: () => memory.sessions().find((s) => s.id === sessionId()),
    /** The texts of the visitor's conversation as stored. */
    storedTexts: () => {
      const id = sessionId();
      return id ? memory.messages(id).map((m) => m.content) : [];
    },
  };
}
