import { CHAT_TEXTS, type StaffChatStore } from '@detailing/core';
import { filesOf } from '@detailing/ui/photos/files';
import { Composer } from './composer';
import styles from './conversation.module.css';
import { MessageList } from './message-list';
import { QuoteAction } from './quote/quote-action';
import { useComposer } from './use-composer';

/**
 * One conversation's messages and reply (remounted for each conversation, so a draft and its
 * photos never follow staff to another one). A picture dropped anywhere on it is attached.
 */
export function Thread({ store, closed }: { store: StaffChatStore; closed: boolean }) {
  const composer = useComposer(store);
  return (
    <div
      className={styles.thread}
      onDragOver={(event) => {
        if (closed || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDrop={(event) => {
        const files = filesOf(event.dataTransfer);
        if (closed || files.length === 0) return;
        event.preventDefault();
        composer.attach(files);
      }}
    >
      <MessageList store={store} />
      {closed ? (
        <p className={styles.closedNotice} role="status">
          {CHAT_TEXTS.staffClosedNotice}
        </p>
      ) : (
        <Composer composer={composer} tools={<QuoteAction store={store} />} />
      )}
    </div>
  );
}
