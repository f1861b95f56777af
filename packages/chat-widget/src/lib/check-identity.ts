import { validateIdentity, type VisitorIdentity } from '@detailing/core';
import { warnOnce } from './warn-once';

/** identify()'s argument checked by core (the rules' limits); a bad one is warned about. */
export function checkIdentity(input: unknown): VisitorIdentity | null {
  const result = validateIdentity(input);
  if (result.ok) return result.identity;
  warnOnce(result.problem);
  return null;
}
