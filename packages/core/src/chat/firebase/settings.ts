import { doc, type DocumentSnapshot, type Firestore, setDoc } from 'firebase/firestore';
import type { ErrorListener, Unsubscribe } from '../../shared/backend';
import type { SettingsListener } from '../backend';
import type { ChatSettings } from '../domain/business-hours';
import { validateChatSettings } from '../domain/chat-settings';
import type { ConnectionMonitor } from '../../shared/connection';
import { ChatBackendError } from '../../shared/domain/errors';
import { withMappedErrors } from '../../shared/firebase/map-error';
import { CHAT_SETTINGS_ID, SETTINGS } from '../../shared/domain/collections';
import { deferredWatch, listenDocument } from '../../shared/firebase/watch';

/** The stored document as settings; null when missing or (impossible under the rules) malformed. */
function toSettings(snapshot: DocumentSnapshot): ChatSettings | null {
  const data: unknown = snapshot.data();
  if (data === undefined) return null;
  const checked = validateChatSettings(data);
  return checked.ok ? checked.settings : null;
}

/** Follows `settings/chat` once `ready` resolves (it needs no sign-in: the rules let anyone read). */
export function watchSettingsDocument(
  db: () => Firestore,
  ready: () => Promise<unknown>,
  connection: ConnectionMonitor,
  onChange: SettingsListener,
  onError: ErrorListener,
): Unsubscribe {
  return deferredWatch(
    ready,
    () =>
      listenDocument(
        doc(db(), SETTINGS, CHAT_SETTINGS_ID),
        toSettings,
        onChange,
        onError,
        connection,
      ),
    onError,
  );
}

/** Replaces `settings/chat` with exactly the three fields (staff only, by the rules). */
export async function saveSettingsDocument(db: Firestore, settings: ChatSettings): Promise<void> {
  const checked = validateChatSettings(settings);
  if (!checked.ok) throw new ChatBackendError('invalid-argument', checked.problem);
  const { hours, away, awayMessage } = checked.settings;
  await withMappedErrors(
    setDoc(doc(db, SETTINGS, CHAT_SETTINGS_ID), { hours: { ...hours }, away, awayMessage }),
  );
}
