import type { StaffChatStore } from '@detailing/chat-core';
import { Button } from '../../components/button/button';
import { SendIcon } from '@detailing/ui';
import styles from './conversation.module.css';
import { useComposer } from './use-composer';

/** The reply input: Enter sends, Shift+Enter adds a line. */
export function Composer({ store }: { store: StaffChatStore }) {
  const { text, problem, canSend, onChange, onSubmit, onKeyDown } = useComposer(store);
  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label htmlFor="reply" className="visually-hidden">
        Message
      </label>
      <textarea
        id="reply"
        className={styles.input}
        rows={1}
        placeholder="Type a message..."
        value={text}
        enterKeyHint="send"
        aria-describedby={problem ? 'reply-problem' : undefined}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button
        type="submit"
        size="icon"
        className={styles.send}
        disabled={!canSend}
        aria-label="Send message"
      >
        <SendIcon />
      </Button>
      {problem ? (
        <p id="reply-problem" className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
