// One small chunk, imported on first need (not with the page): the command API behind
// window.DetailingChat, and identify()'s check. The loader stays within its 3 kB budget.
import { validateIdentity, type VisitorIdentity } from '@detailing/chat-core';
import { warnOnce } from '../lib/warn-once';

export { createCommandApi } from './command-api';

/** identify()'s argument checked by chat-core (the rules' limits); a bad one is warned about. */
export function checkIdentity(input: unknown): VisitorIdentity | null {
  const result = validateIdentity(input);
  if (result.ok) return result.identity;
  warnOnce(result.problem);
  return null;
}
