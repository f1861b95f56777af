import { useEffect } from 'react';
import type { Composer } from './use-composer';

/** The message of a prefill request (`{ message, n }` from the launcher), if it is one. */
function prefillMessage(request: unknown): string | null {
  if (typeof request !== 'object' || request === null || !('message' in request)) return null;
  return typeof request.message === 'string' ? request.message : null;
}

/** Each new prefill request (a page's `open({ message })`) fills the input; nothing is sent. */
export function usePrefill({ fill }: Composer, request: unknown): void {
  useEffect(() => {
    const message = prefillMessage(request);
    if (message !== null) fill(message);
  }, [fill, request]);
}
