import type { StaffChatEvent, StaffChatStore } from '@detailing/core';
import { useEffect } from 'react';
import { toast } from '@detailing/ui';
import { visitorName } from '../../lib/visitor-name';

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
    case 'visitor-message': {
      // The spec's short id either way; the visitor's name first when they gave one.
      const name = visitorName(event.visitor);
      toast({
        title: event.title,
        description: `${name ? `${name} (${event.shortId})` : `Session ${event.shortId}`}: ${preview(event.content)}`,
        action: {
          label: 'View',
          altText: `View conversation ${event.shortId}`,
          onClick: () => select(event.sessionId),
        },
      });
    }
  }
}

export function useChatToasts(store: StaffChatStore): void {
  useEffect(
    () => store.getState().onEvent((event) => showChatEvent(event, store.getState().select)),
    [store],
  );
}
