import { isValidChatId, type VisitorChatStore } from '@detailing/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';

const ReplyMail = lazy(() => import('./reply-mail'));

/** A "Continue the chat" link this page was opened with (CHAT-PRODUCT.md 7). */
export interface ContinueLink {
  /** The conversation it continues (`?chat=`). */
  readonly sessionId: string;
  /** The whole URL: the e-mail sign-in link's code is in it. */
  readonly href: string;
}

/**
 * The page was opened from a reply e-mail's link (`?chat=<session id>`): the panel opens on
 * that conversation. Read once, as the page opened (the site's navigation may drop the query).
 */
export function useContinueLink(requestOpen: (() => void) | undefined) {
  const [link, setLink] = useState<ContinueLink | null>(() => {
    const sessionId = new URLSearchParams(window.location.search).get('chat');
    return sessionId && isValidChatId(sessionId) ? { sessionId, href: window.location.href } : null;
  });
  // Once, as the page opened: not again when the host re-renders.
  const asked = useRef(false);
  useEffect(() => {
    if (!link || asked.current) return;
    asked.current = true;
    requestOpen?.();
  }, [link, requestOpen]);
  return { link, done: () => setLink(null) };
}

/**
 * Under the messages, loaded once the visitor has written (or came by a link): the card that
 * asks for an address for replies by e-mail, "Email me this chat" once the conversation is
 * closed, or the "Continue the chat" link's sign-in. A chunk on demand: the panel's own is held
 * to a tight budget.
 */
export interface ReplyMailProps {
  readonly chat: VisitorChatStore;
  /** The continue link the page was opened with, until it is used or dismissed. */
  readonly link: ContinueLink | null;
  readonly onLinkDone: () => void;
}

export function ReplyMailSlot({ chat, link, onLinkDone }: ReplyMailProps) {
  const written = useStore(
    chat,
    (s) => s.status !== 'none' && s.messages.some((m) => m.sender === 'user'),
  );
  if (!written && !link) return null;
  return (
    <Suspense fallback={null}>
      <ReplyMail chat={chat} link={link} onLinkDone={onLinkDone} />
    </Suspense>
  );
}
