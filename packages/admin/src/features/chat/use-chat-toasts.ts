import type { StaffChatEvent, StaffChatStore } from '@detailing/chat-core';
import { useEffect } from 'react';
import { toast } from '@detailing/ui';

const PREVIEW_LENGTH = 80;

const preview = (content: string) => {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= PREVIEW_LENGTH ? line : `${line.slice(0, PREVIEW_LENGTH - 1)}…`;
};

/** The store's events as the spec's toasts (section 8). */
function showChatEvent(event: StaffChatEvent, select: (sessionId: string) => void): void {
  switch (event.type) {
    case 'error':
      toast({ title: event.title, description: event.message, variant: 'destructive' });
      return;
    case 'success':
      toast({ title: event.title, description: event.message, variant: 'success' });
      return;
    case 'visitor-message':
      toast({
        title: event.title,
        description: `Session ${event.shortId}: ${preview(event.content)}`,
        action: {
          label: 'View',
          altText: `View conversation ${event.shortId}`,
          onClick: () => select(event.sessionId),
        },
      });
  }
}

export function useChatToasts(store: StaffChatStore): void {
  useEffect(
    () => store.getState().onEvent((event) => showChatEvent(event, store.getState().select)),
    [store],
  );
}
