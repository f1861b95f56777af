// The public API of @detailing/chat-widget: register <detailing-chat> on the page. The site
// imports this module (sharing its React); the standalone script (standalone.ts) bundles it.
import type { ChatMessage } from '@detailing/core';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import { LOADER_TAG } from './defaults';
import { DetailingChatElement } from './loader/detailing-chat-element';

export { DEFAULT_BUSINESS_NAME, LOADER_TAG } from './defaults';
export { DetailingChatElement };

/** The `message` event's detail: one new message of the conversation (visitor's or staff's). */
export type DetailingChatMessage = ChatMessage;

/**
 * Registers `<detailing-chat>` unless something already has: the site's module and the
 * standalone script may both be on one page, and a name can be defined only once.
 */
export function defineDetailingChat(): void {
  if (typeof customElements === 'undefined' || customElements.get(LOADER_TAG)) return;
  customElements.define(LOADER_TAG, DetailingChatElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'detailing-chat': DetailingChatElement;
  }
}

/** `<detailing-chat>` in JSX (React 19 passes these as attributes). */
export type DetailingChatProps = DetailedHTMLProps<
  HTMLAttributes<DetailingChatElement>,
  DetailingChatElement
> & {
  /** The business named in the panel and its notifications. */
  readonly 'business-name'?: string;
  /** The accent colour (any CSS colour); the brand's gold by default. */
  readonly 'theme-color'?: string;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live there
  namespace JSX {
    interface IntrinsicElements {
      'detailing-chat': DetailingChatProps;
    }
  }
}
