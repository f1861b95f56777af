import { staffTypingLabel } from '@detailing/core';
import { useStore } from 'zustand';
import { useWidget } from '../widget-context';

/**
 * Three dots on the staff side while a member of staff types (CHAT-PRODUCT.md 3), named
 * "<business name> is typing" for screen readers.
 */
export function TypingBubble({ businessName }: { readonly businessName: string }) {
  const { chat } = useWidget();
  const typing = useStore(chat, (state) => state.staffTyping);
  if (!typing) return null;
  return (
    <div className="typing" role="img" aria-label={staffTypingLabel(businessName)}>
      <span className="typing-dot" />
      <span className="typing-dot" />
      <span className="typing-dot" />
    </div>
  );
}
