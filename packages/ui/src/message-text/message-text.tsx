import { memo } from 'react';
import { linkify } from './linkify';

/** What a message link carries: a new tab, no opener, no referrer, and no endorsement. */
export const MESSAGE_LINK_REL = 'noopener noreferrer nofollow';

/**
 * A chat message's text as React renders text (never as HTML), with its http(s) URLs as links
 * that open in a new tab. Used by the widget and the staff console alike.
 */
export const MessageText = memo(function MessageText({ text }: { text: string }) {
  const parts = linkify(text);
  if (parts.length === 1 && parts[0]?.kind === 'text') return text;
  return parts.map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.href} target="_blank" rel={MESSAGE_LINK_REL}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
});
