import r2wc from '@r2wc/react-to-web-component';
import { ChatPanel } from './chat-panel';

/** The panel's stylesheet: the launcher adopts it into each panel's shadow root. */
export { panelCss } from './panel-css';

/**
 * `<detailing-chat-panel>`: the React panel as a custom element (r2wc), with an open shadow
 * root (styled with `panelCss`, which the launcher adopts: the launcher and this chunk share no
 * module, so loading the launcher never costs an extra request). Attributes: business-name, open
 * ("true"/"false": r2wc ignores empty attributes), identity and prefill (JSON). Events (not bubbling, for the launcher that owns it):
 * unreadchange, chatmessage, requestopen, requestclose.
 */
const PanelBase = r2wc(ChatPanel, {
  shadow: 'open',
  props: { businessName: 'string', open: 'boolean', identity: 'json', prefill: 'json' },
  events: { onUnreadChange: {}, onChatMessage: {}, onRequestOpen: {}, onRequestClose: {} },
});

/** Registers the panel element under `tag` unless it is already registered. */
function definePanel(tag: string): void {
  if (!customElements.get(tag)) customElements.define(tag, class extends PanelBase {});
}

/** What the panel tells the launcher that owns it. */
export interface PanelHost {
  open(): void;
  close(): void;
  unread(count: number): void;
  message(detail: unknown): void;
}

/**
 * A panel element for `host`, its events wired to it (here, so the launcher stays small); the
 * launcher adopts `panelCss` into its shadow root and places it.
 */
export function createPanel(tag: string, host: PanelHost): HTMLElement {
  definePanel(tag);
  const panel = document.createElement(tag);
  panel.addEventListener('unreadchange', (event) => {
    const count: unknown = event instanceof CustomEvent ? event.detail : 0;
    host.unread(typeof count === 'number' ? count : 0);
  });
  panel.addEventListener('chatmessage', (event) => {
    if (event instanceof CustomEvent) host.message(event.detail);
  });
  panel.addEventListener('requestopen', () => host.open());
  panel.addEventListener('requestclose', () => host.close());
  return panel;
}
