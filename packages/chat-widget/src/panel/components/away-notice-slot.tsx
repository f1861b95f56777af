import type { VisitorChatStore } from '@detailing/core';
import { lazy, Suspense } from 'react';

const AwayNotice = lazy(() => import('./away-notice'));

/** The away notice and callback form, loaded the first time they are shown. */
export function AwayNoticeSlot({ chat }: { readonly chat: VisitorChatStore }) {
  return (
    <Suspense fallback={null}>
      <AwayNotice chat={chat} />
    </Suspense>
  );
}
