import type { SitePart } from '@detailing/core';
import { useStore } from 'zustand';
import { Button } from '../../components/button/button';
import type { SaveState, SiteEditorStore } from './site-editor-store';
import styles from './site.module.css';

/** The least settled state of the parts on screen first: a failure before a save under way. */
const ORDER: readonly SaveState[] = ['failed', 'conflict', 'saving', 'pending', 'saved'];

const WORDS: Readonly<Record<SaveState, string>> = {
  saved: 'All changes saved',
  pending: 'Saving…',
  saving: 'Saving…',
  failed: 'Not saved yet: check the connection.',
  conflict: 'Not saved: someone else changed this too.',
};

/** Whether the owner's typing on this screen is in the draft, with a retry when it is not. */
export function SaveStatus({
  store,
  parts,
}: {
  store: SiteEditorStore;
  parts: readonly SitePart[];
}) {
  const state = useStore(store, (s) => {
    const states = parts.map((part) => s.parts[part].save);
    return ORDER.find((candidate) => states.includes(candidate)) ?? 'saved';
  });
  return (
    <div className={styles.saveStatus} data-state={state}>
      <p role="status">{WORDS[state]}</p>
      {state === 'failed' ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            void store
              .getState()
              .flush()
              .catch(() => undefined)
          }
        >
          Try again
        </Button>
      ) : null}
    </div>
  );
}
