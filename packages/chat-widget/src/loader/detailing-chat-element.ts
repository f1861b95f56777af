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
 * shadow root. Public API: open(), close(), toggle(); events `open`, `close`, `message`.
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
  #cancelIdle: (() => void) | undefined;

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

  /** Opens the chat panel (loading it first if needed) and moves focus into it. */
  open(): void {
    if (this.#open) return;
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
    if (hadFocus) this.#button.focus();
    this.#emit('close');
  }

  toggle(): void {
    if (this.#open) this.close();
    else this.open();
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
  }

  #setUnread(count: number): void {
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
  #emit(type: 'open' | 'close' | 'message', detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, composed: true }));
  }
}
