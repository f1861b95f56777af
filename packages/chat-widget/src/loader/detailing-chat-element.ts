import { DEFAULT_BUSINESS_NAME, PANEL_TAG } from '../defaults';
import { adoptStyles } from '../lib/adopt-styles';
import css from './loader.css?inline';
import { whenSettled } from './when-idle';

const CHAT_ICON = 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z';
const CLOSE_ICON = 'M18 6 6 18M6 6l12 12';

/**
 * The panel: React, the chat UI and its styles, in chunks of their own. The launcher shares no
 * module with them, so it is one request with no static imports.
 */
const importPanel = () => import('../panel/define-panel');

/** `open()`'s options: `message` prefills the input (it is never sent for the visitor). */
export interface OpenOptions {
  readonly message?: string;
}

/** The events of `<detailing-chat>` (dispatched on the element, not bubbling). */
export type DetailingChatEventType = 'ready' | 'open' | 'close' | 'message' | 'unread';

/**
 * An element with attributes and children, in `namespace` (SVG for the icon). Built node by
 * node, never from markup: pages with Trusted Types (`require-trusted-types-for`) refuse
 * innerHTML.
 */
function make<E extends Element>(
  tag: string,
  attributes: Record<string, string>,
  children: Node[] = [],
  namespace?: string,
): E {
  const node = (
    namespace ? document.createElementNS(namespace, tag) : document.createElement(tag)
  ) as E;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * `<detailing-chat>`: the floating launcher, with no dependencies so it stays tiny. The panel
 * (`<detailing-chat-panel>`, React inside) is imported when the browser is idle, when the
 * visitor points at or focuses the button, or on the first open, and lives in this element's
 * shadow root. Public API: open({ message }), close(), toggle(), identify(), isOpen,
 * unreadCount; events `ready`, `open`, `close`, `message`, `unread`. The attributes
 * `hide-launcher` and `position` are styling only (loader.css).
 */
export class DetailingChatElement extends HTMLElement {
  static readonly observedAttributes = ['business-name', 'theme-color'];

  readonly #root: ShadowRoot;
  readonly #wrapper: HTMLDivElement;
  readonly #button: HTMLButtonElement;
  readonly #badge: HTMLSpanElement;
  readonly #unread: HTMLSpanElement;
  readonly #icon: SVGPathElement;
  #panel: HTMLElement | null = null;
  #loading: Promise<HTMLElement> | null = null;
  #open = false;
  #ready = false;
  #unreadCount = 0;
  #cancelIdle: (() => void) | undefined;
  /** Where focus was when the chat was opened from outside it (a page's own launcher). */
  #returnFocus: HTMLElement | null = null;
  /** For the panel, as JSON attributes: the validated identity, and the last prefill. */
  #identity: string | null = null;
  #prefill: string | null = null;
  #prefills = 0;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptStyles(this.#root, css);
    const svg = 'http://www.w3.org/2000/svg';
    this.#icon = make('path', { d: CHAT_ICON }, [], svg);
    this.#button = make(
      'button',
      {
        class: 'launcher',
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-describedby': 'unread',
      },
      [make('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true' }, [this.#icon], svg)],
    );
    // The badge sits beside the button, not in it: its digits are not part of the button's
    // name (the count is its description).
    this.#badge = make('span', { class: 'badge', 'aria-hidden': 'true', hidden: '' });
    this.#unread = make('span', { id: 'unread', class: 'sr-only' });
    this.#wrapper = make('div', { class: 'root' }, [this.#button, this.#badge, this.#unread]);
    this.#root.append(this.#wrapper);
    this.#render();

    this.#button.addEventListener('click', () => this.toggle());
    const warm = () => this.#load().catch(() => undefined);
    this.#button.addEventListener('pointerenter', warm);
    this.#button.addEventListener('focus', warm);
    this.#root.addEventListener('keydown', (event) => {
      if (!(event instanceof KeyboardEvent) || event.key !== 'Escape') return;
      if (!this.#open || event.defaultPrevented) return;
      event.stopPropagation();
      this.close();
    });
  }

  connectedCallback(): void {
    if (!this.#ready) {
      this.#ready = true;
      // After the code that added or upgraded the element has run, so its listeners hear it.
      queueMicrotask(() => this.#emit('ready'));
    }
    this.#cancelIdle ??= whenSettled(() => void this.#load().catch(() => undefined));
  }

  disconnectedCallback(): void {
    this.#cancelIdle?.();
    this.#cancelIdle = undefined;
  }

  attributeChangedCallback(): void {
    this.#syncPanel();
    const color = this.getAttribute('theme-color');
    const valid = color !== null && CSS.supports('color', color);
    if (valid) this.#wrapper.style.setProperty('--dc-accent', color);
    else this.#wrapper.style.removeProperty('--dc-accent');
  }

  /** Whether the chat panel is open. */
  get isOpen(): boolean {
    return this.#open;
  }

  /** Unread staff messages (the badge's count); the `unread` event says when it changes. */
  get unreadCount(): number {
    return this.#unreadCount;
  }

  /**
   * Opens the chat panel (loading it first if needed) and moves focus into it. With
   * `{ message }`, the input is filled with it (replacing a draft) for the visitor to send.
   * Settles once the panel shows (or could not load, and the chat closed again); never rejects.
   */
  open(options?: OpenOptions): Promise<void> {
    const message: unknown = options?.message;
    if (typeof message === 'string') {
      this.#prefill = JSON.stringify({ message, n: (this.#prefills += 1) });
      this.#syncPanel();
    }
    if (this.#open) return this.#shown();
    const active = document.activeElement;
    this.#returnFocus = active instanceof HTMLElement && active !== this ? active : null;
    this.#open = true;
    this.#render();
    this.#emit('open');
    return this.#shown();
  }

  /** Loads the panel; settles once it shows, or once it could not load (and the chat closed). */
  #shown(): Promise<void> {
    return this.#load().then(
      () => undefined,
      (error: unknown) => {
        console.error('DetailingChat: could not load.', error);
        this.close();
      },
    );
  }

  /** Closes the panel; focus returns to the button when it was inside the widget. */
  close(): void {
    if (!this.#open) return;
    // The document's, or a shadow root's when the page placed the element in one.
    const hadFocus = Reflect.get(this.getRootNode(), 'activeElement') === this;
    this.#open = false;
    this.#render();
    if (hadFocus) (this.#returnFocus?.isConnected ? this.#returnFocus : this.#button).focus();
    this.#emit('close');
  }

  toggle(): void {
    if (this.#open) this.close();
    else void this.open();
  }

  /**
   * Tells staff who the visitor is: any of `{ name, email, phone }`, checked by core (a
   * bad value is reported with one console warning and ignored), stored with the conversation.
   */
  identify(identity: unknown): void {
    // Checked in the panel (core's validateIdentity; one warning for a bad value), which
    // loads when the page is idle: the launcher stays small.
    try {
      this.#identity = JSON.stringify(identity ?? null);
    } catch {
      console.warn('DetailingChat: identify takes an object.');
      return;
    }
    this.#syncPanel();
  }

  #render(): void {
    this.#button.setAttribute('aria-expanded', String(this.#open));
    this.#button.setAttribute('aria-label', this.#open ? 'Close live chat' : 'Open live chat');
    // One icon: a speech bubble, or a cross while the panel is open.
    this.#icon.setAttribute('d', this.#open ? CLOSE_ICON : CHAT_ICON);
    this.#syncPanel();
  }

  #syncPanel(): void {
    const panel = this.#panel;
    if (!panel) return;
    panel.setAttribute(
      'business-name',
      this.getAttribute('business-name') || DEFAULT_BUSINESS_NAME,
    );
    // r2wc ignores empty attributes, so booleans are spelled out.
    panel.setAttribute('open', String(this.#open));
    if (this.#identity) panel.setAttribute('identity', this.#identity);
    if (this.#prefill) panel.setAttribute('prefill', this.#prefill);
  }

  #setUnread(count: number): void {
    if (count === this.#unreadCount) return;
    this.#unreadCount = count;
    this.#emit('unread', { count });
    this.#badge.textContent = count > 9 ? '9+' : String(count);
    this.#badge.hidden = count === 0;
    this.#unread.textContent =
      count === 0 ? '' : `${count} unread message${count === 1 ? '' : 's'}`;
  }

  #load(): Promise<HTMLElement> {
    this.#loading ??= importPanel().then(
      ({ createPanel, panelCss }) => {
        const panel = createPanel(PANEL_TAG, {
          open: () => void this.open(),
          close: () => this.close(),
          unread: (count) => this.#setUnread(count),
          message: (detail) => this.#emit('message', detail),
        });
        if (panel.shadowRoot) adoptStyles(panel.shadowRoot, panelCss);
        this.#panel = panel;
        this.#syncPanel();
        this.#wrapper.append(panel);
        return panel;
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Events go to listeners on the element only: `message` must never reach window.onmessage. */
  #emit(type: DetailingChatEventType, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, composed: true }));
  }
}
