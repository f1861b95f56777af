import { CHAT_TEXTS } from '@detailing/core';
import { useEffect, useRef } from 'react';
import { useConnection } from '../use-connection';

/**
 * Replaces the input once staff close the conversation (spec: closed is final). It takes the
 * focus when the panel opens on a closed chat, and when staff close it while the visitor is in
 * the input (which disappears, leaving focus nowhere).
 */
export function ClosedNotice() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) ref.current?.focus();
  }, []);
  return (
    <p ref={ref} className="closed" role="status" tabIndex={-1} data-autofocus>
      {CHAT_TEXTS.sessionClosedNotice}
    </p>
  );
}

const CONNECTION_NOTICES = {
  offline: 'You’re offline. Messages will be sent when the connection returns.',
  reconnecting: 'Reconnecting… Messages will be sent when the connection returns.',
} as const;

/**
 * Says why messages wait (the browser is offline, or the chat's server cannot be reached): they
 * are kept and sent, in order, when the connection returns.
 */
export function ConnectionNotice() {
  const connection = useConnection();
  if (connection === 'live') return null;
  return (
    <p className="offline" role="status" data-connection={connection}>
      {CONNECTION_NOTICES[connection]}
    </p>
  );
}

/** A build without its Firebase settings says so instead of failing silently. */
export function ConfigProblem({ missing }: { readonly missing: readonly string[] }) {
  return (
    <div className="problem" role="alert">
      <p className="problem-title">Live chat is unavailable.</p>
      <p>
        This chat widget was built without its Firebase configuration, so it cannot connect.
        Missing: {missing.join(', ')}.
      </p>
    </div>
  );
}
