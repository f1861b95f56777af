import {
  CANNED_REPLY_TEXTS,
  type CannedRepliesStore,
  type CannedReply,
  type StaffChatBackend,
} from '@detailing/core';
import { useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import { CannedRepliesProvider, useCannedRepliesStore } from '../../lib/canned-replies';
import styles from './canned-replies-settings.module.css';
import { CannedReplyForm } from './canned-reply-form';
import { DeleteCannedReply } from './delete-canned-reply';

/** Which reply is open for editing: none, a new one, or one by id. */
type Editing = null | 'new' | string;

/**
 * Settings: the canned replies staff insert with `/` in the composer. Add, edit and delete, each
 * live for every console (a reply saved here is in everyone's list at once).
 */
export function CannedRepliesSettings({
  backend,
}: {
  backend: Pick<StaffChatBackend, 'watchCannedReplies' | 'saveCannedReply' | 'deleteCannedReply'>;
}) {
  return (
    <CannedRepliesProvider backend={backend}>
      <CannedRepliesSection />
    </CannedRepliesProvider>
  );
}

function CannedRepliesSection() {
  const store = useCannedRepliesStore();
  return (
    <section className={styles.section} aria-labelledby="canned-replies-heading">
      <header className={styles.header}>
        <h2 id="canned-replies-heading" className={styles.heading}>
          Canned replies
        </h2>
        <p className={styles.lede}>
          Type <kbd>/</kbd> at the start of a reply to insert one of these, then edit it before
          sending.
        </p>
      </header>
      {store ? <CannedRepliesList store={store} /> : null}
    </section>
  );
}

function CannedRepliesList({ store }: { store: CannedRepliesStore }) {
  const replies = useStore(store, (s) => s.replies);
  const status = useStore(store, (s) => s.status);
  const { save, remove, retry } = store.getState();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState('');

  const saveAs = (id?: string) => async (input: { title: string; text: string }) => {
    const result = await save(id ? { ...input, id } : input);
    if (result.ok) {
      setEditing(null);
      setNotice(`Saved “${input.title.trim()}”.`);
    }
    return result;
  };

  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{CANNED_REPLY_TEXTS.loadFailed}</p>
        <Button variant="ghost" size="sm" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {editing === 'new' ? (
        <CannedReplyForm
          heading="New canned reply"
          onSave={saveAs()}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          className={styles.add}
          size="sm"
          onClick={() => {
            setNotice('');
            setEditing('new');
          }}
        >
          Add a reply
        </Button>
      )}
      {status === 'loading' ? (
        <p className={styles.state}>Loading canned replies...</p>
      ) : replies.length === 0 ? (
        <p className={styles.state}>No canned replies yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Canned replies">
          {replies.map((reply) => (
            <li key={reply.id} className={styles.item}>
              {editing === reply.id ? (
                <CannedReplyForm
                  heading={`Edit “${reply.title}”`}
                  initial={reply}
                  onSave={saveAs(reply.id)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ReplyRow
                  reply={reply}
                  onEdit={() => {
                    setNotice('');
                    setEditing(reply.id);
                  }}
                  onDelete={async () => {
                    const deleted = await remove(reply.id);
                    setNotice(
                      deleted ? `Deleted “${reply.title}”.` : CANNED_REPLY_TEXTS.deleteFailed,
                    );
                    return deleted;
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function ReplyRow({
  reply,
  onEdit,
  onDelete,
}: {
  reply: CannedReply;
  onEdit: () => void;
  onDelete: () => Promise<boolean>;
}) {
  return (
    <article className={styles.reply} aria-label={reply.title}>
      <h3 className={styles.title}>{reply.title}</h3>
      <p className={styles.text}>{reply.text}</p>
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit “${reply.title}”`}>
          Edit
        </Button>
        <DeleteCannedReply title={reply.title} onDelete={onDelete} />
      </div>
    </article>
  );
}
