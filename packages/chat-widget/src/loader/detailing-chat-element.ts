import { DEFAULT_BUSINESS_NAME, PANEL_TAG } from '../defaults';
import { adoptStyles } from '../lib/adopt-styles';
import css from './loader.css?inline';
import { whenSettled } from './when-idle';

const SVG_NS = 'http://www.w3.org/2000/svg';
const CHAT_ICON = 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z';
const CLOSE_ICON = 'M18 6 6 18M6 6l12 12';

/**
 * The panel: React, the chat UI and its styles, in chunks of their own. The launcher shares no
 * module with them, so it is one request with no static imports.
 */
const importPanel = () =>
  import('../panel/define-panel').then(({ definePanel, panelCss }) => {
    definePanel(PANEL_TAG);
    return panelCss;
  });

/** `open()`'s options: `message` prefills the input (it is never sent for the visitor). */
export interface OpenOptions {
  readonly message?: string;
}

/** The events of `<detailing-chat>` (dispatched on the element, not bubbling). */
export type DetailingChatEventType = 'ready' | 'open' | 'close' | 'message' | 'unread';

function icon(className: string, path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', className);
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS(SVG_NS, 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
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
    this.#badge = element('span', { class: 'badge', 'aria-hidden': 'true', hidden: '' });
    this.#unread = element('span', { id: 'unread', class: 'sr-only' });
    this.#button = element(
      'button',
      {
        class: 'launcher',
        type: 'button',
        part: 'button',
        'aria-haspopup': 'dialog',
        'aria-describedby': 'unread',
      },
      icon('icon-chat', CHAT_ICON),
      icon('icon-close', CLOSE_ICON),
    );
    // The badge sits beside the button, not in it: its digits are not part of the button's name
    // (the count is its description).
    this.#wrapper = element('div', { class: 'root' }, this.#button, this.#badge, this.#unread);
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
    const valid = color !== null && typeof CSS !== 'undefined' && CSS.supports('color', color);
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
   */
  open(options?: OpenOptions): void {
    const message: unknown = options?.message;
    if (typeof message === 'string') {
      this.#prefill = JSON.stringify({ message, n: (this.#prefills += 1) });
      this.#syncPanel();
    }
    if (this.#open) return;
    const active = document.activeElement;
    this.#returnFocus = active instanceof HTMLElement && active !== this ? active : null;
    this.#open = true;
    this.#render();
    this.#emit('open');
    this.#load().catch((error: unknown) => {
      console.error('The live chat could not be loaded.', error);
      this.close();
    });
  }

  /** Closes the panel; focus returns to the button when it was inside the widget. */
  close(): void {
    if (!this.#open) return;
    const root = this.getRootNode();
    const hadFocus =
      (root instanceof Document || root instanceof ShadowRoot) && root.activeElement === this;
    this.#open = false;
    this.#render();
    if (hadFocus) (this.#returnFocus?.isConnected ? this.#returnFocus : this.#button).focus();
    this.#emit('close');
  }

  toggle(): void {
    if (this.#open) this.close();
    else this.open();
  }

  /**
   * Tells staff who the visitor is: any of `{ name, email, phone }`, checked by chat-core (a
   * bad value is reported with one console warning and ignored), stored with the conversation.
   */
  identify(identity: unknown): void {
    import('../embed/lazy-api').then(
      ({ checkIdentity }) => {
        const checked = checkIdentity(identity);
        if (!checked) return;
        this.#identity = JSON.stringify(checked);
        this.#syncPanel();
      },
      () => console.warn('DetailingChat: identify could not be loaded.'),
    );
  }

  #render(): void {
    this.#button.setAttribute('aria-expanded', String(this.#open));
    this.#button.setAttribute('aria-label', this.#open ? 'Close live chat' : 'Open live chat');
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
      (panelCss) => {
        const panel = document.createElement(PANEL_TAG);
        if (panel.shadowRoot) adoptStyles(panel.shadowRoot, panelCss);
        panel.addEventListener('unreadchange', (event) => {
          const count: unknown = event instanceof CustomEvent ? event.detail : 0;
          this.#setUnread(typeof count === 'number' ? count : 0);
        });
        panel.addEventListener('chatmessage', (event) => {
          if (event instanceof CustomEvent) this.#emit('message', event.detail);
        });
        panel.addEventListener('requestopen', () => this.open());
        panel.addEventListener('requestclose', () => this.close());
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
