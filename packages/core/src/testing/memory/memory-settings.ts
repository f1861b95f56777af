import type { ChatSettings } from '../../chat/domain/business-hours';
import { validateChatSettings } from '../../chat/domain/chat-settings';
import { ChatBackendError } from '../../shared/domain/errors';
import type { MemoryActor } from './memory-server';

/**
 * `settings/chat` in memory, with the rules' decisions: anyone reads it; only staff write it,
 * and only a valid document (validateChatSettings, as the rules check the same shapes).
 */
export class MemorySettings {
  private value: ChatSettings | null = null;
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  read(): ChatSettings | null {
    return this.value;
  }

  save(actor: MemoryActor, settings: ChatSettings): void {
    if (!actor.isStaff)
      throw new ChatBackendError('permission-denied', 'Only staff save settings.');
    this.put(settings);
  }

  /** Test set-up (and `save` after its checks): stores valid settings, or null for none. */
  put(settings: ChatSettings | null): void {
    if (settings !== null) {
      const checked = validateChatSettings(settings);
      if (!checked.ok) throw new ChatBackendError('invalid-argument', checked.problem);
      this.value = checked.settings;
    } else {
      this.value = null;
    }
    for (const listener of [...this.listeners]) listener();
  }
}
