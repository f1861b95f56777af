import type { ChatMessage } from '@detailing/core';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createArrivalTracker } from '../lib/arrival-tracker';
import type { WidgetServices } from './widget-setup';

export interface PanelBridgeOptions {
  readonly open: boolean;
  readonly onUnreadChange?: ((count: number) => void) | undefined;
  readonly onChatMessage?: ((message: ChatMessage) => void) | undefined;
}

/**
 * Keeps the store and the launcher in step: the store learns whether the panel is open (which
 * marks messages read and loads the backend), and the launcher learns the unread count and
 * each new message (the element's `message` event).
 */
export function usePanelBridge(
  { chat, toasts, backend }: WidgetServices,
  { open, onUnreadChange, onChatMessage }: PanelBridgeOptions,
): void {
  useEffect(() => {
    chat.getState().setPanelOpen(open);
    if (!open) return;
    backend.preload();
    // The conversation is on screen now: a "new message" toast has nothing left to say.
    for (const toast of toasts.getState().toasts) {
      if (toast.variant === 'default') toasts.getState().dismiss(toast.id);
    }
  }, [chat, toasts, backend, open]);

  const unread = useStore(chat, (state) => state.unreadCount);
  useEffect(() => onUnreadChange?.(unread), [unread, onUnreadChange]);

  useEffect(() => {
    const arrivals = createArrivalTracker({ history: chat.getState().sessionId !== null });
    const report = (messages: readonly ChatMessage[]) => {
      for (const message of arrivals(messages)) onChatMessage?.(message);
    };
    report(chat.getState().messages);
    return chat.subscribe((state, previous) => {
      if (state.messages !== previous.messages) report(state.messages);
    });
  }, [chat, onChatMessage]);
}
