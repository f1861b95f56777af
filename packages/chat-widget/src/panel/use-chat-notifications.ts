import { newMessageFromTitle, QUOTE_TEXTS } from '@detailing/core';
import { useEffect } from 'react';
import type { WidgetServices } from './widget-setup';

/** Preview length of a staff reply in the "New Message from ..." toast. */
const PREVIEW_LENGTH = 140;

function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/**
 * Turns the store's events into toasts inside the widget: the destructive "Error" when a
 * session cannot be established, and "New Message from {business}" with an Open Chat action
 * when staff reply while the panel is closed (spec, section 8); "New quote from {business}"
 * when the reply is a quote (BOOKING.md 5), its one line of text under it.
 */
export function useChatNotifications(
  { chat, toasts }: WidgetServices,
  businessName: string,
  onRequestOpen: (() => void) | undefined,
): void {
  useEffect(
    () =>
      chat.getState().onEvent((event) => {
        const { show } = toasts.getState();
        if (event.type === 'error') {
          show({ title: event.title, description: event.message, variant: 'destructive' });
          return;
        }
        show({
          title:
            event.message.quoteId === undefined
              ? newMessageFromTitle(businessName)
              : QUOTE_TEXTS.notification(businessName),
          description: preview(event.message.content),
          action: {
            label: 'Open Chat',
            altText: 'Open the live chat to read the reply',
            onClick: () => onRequestOpen?.(),
          },
        });
      }),
    [chat, toasts, businessName, onRequestOpen],
  );
}
