import type { StaffUser } from '@detailing/core';
import { Button } from '../components/button/button';
import { SignOutIcon, Wordmark } from '@detailing/ui';
import { lazy, Suspense, useEffect } from 'react';
import { ChatWorkspace } from '../features/chat/chat-workspace';
import { useChatStore } from '../features/chat/use-chat-store';
import { PushControl } from '../features/push/push-control';
import { AvailabilityControl } from '../features/settings/availability-control';
import { CannedRepliesProvider } from '../lib/canned-replies';
import { preloadCannedReplyInput } from '../features/chat/use-canned-reply-input';
import { preloadVisitorDetails } from '../features/chat/visitor-panel';
import type { ConsoleClient } from '../lib/console-client';
import styles from './app.module.css';
import { ConnectionStatus } from './connection-status';
import { useAccessCheck } from './use-access-check';
import { useDocumentTitle } from './use-document-title';
import { SettingsLink } from './settings-link';
import { SiteLink } from './site-link';
import { NotOwnerNotice } from './not-owner-notice';
import { RequestsLink } from './requests-link';
import { BOOKINGS_PATH, CONVERSATIONS_PATH, useConsoleRoute } from './use-console-route';
import { urlWithSession } from '../lib/session-url';
import { useRequestsStore } from '../features/requests/use-requests-store';
import { useOpenPathMessages } from './use-open-path-messages';

/** `/admin/chat/settings`, loaded when first shown (the first load stays within its budget). */
const SettingsScreen = lazy(() => import('../features/settings/settings-screen'));
/** `/admin/chat/requests` and `/admin/chat/closed`, likewise. */
const RequestsScreen = lazy(() => import('../features/requests/requests-screen'));
const ClosedScreen = lazy(() => import('../features/requests/closed-screen'));
/** `/admin/chat/site`, the owner's site editor: its chunk carries the content and its schema. */
const SiteScreen = lazy(() => import('../features/site/site-screen'));
/** `/admin/chat/bookings`, the diary. */
const BookingsScreen = lazy(() => import('../features/bookings/bookings-screen'));

/** The signed-in console: top bar, conversations and push control. */
export function ConsoleScreen({
  client,
  user,
  onSignOut,
}: {
  client: ConsoleClient;
  user: StaffUser;
  onSignOut: () => void;
}) {
  const store = useChatStore(client.chat);
  useDocumentTitle(store);
  useAccessCheck(client.auth);
  const { route, go } = useConsoleRoute();
  const requests = useRequestsStore(client.chat);
  useOpenPathMessages(go);
  // The chunks a conversation shows, fetched while staff look at the list.
  useEffect(() => {
    preloadCannedReplyInput();
    preloadVisitorDetails();
  }, []);
  /** A conversation from the requests, the search or the closed list, in the conversations view. */
  const openConversation = (sessionId: string) => {
    // Its own address first (the list's back button returns here), then the view shows it.
    window.history.pushState(
      null,
      '',
      urlWithSession(new URL(CONVERSATIONS_PATH, window.location.href).href, sessionId),
    );
    go('conversations');
    store?.getState().select(sessionId);
  };
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Wordmark sub="Staff console" size="small" />
        <div className={styles.account}>
          <AvailabilityControl backend={client.chat} />
          {requests ? (
            <RequestsLink
              store={requests}
              go={go}
              current={route === 'requests' || route === 'bookings'}
            />
          ) : null}
          {user.isOwner ? <SiteLink go={go} current={route === 'site'} /> : null}
          <SettingsLink go={go} />
          <ConnectionStatus store={store} />
          {user.email ? <span className={styles.email}>{user.email}</span> : null}
          <Button
            variant="quiet"
            size="sm"
            className={styles.signOut}
            onClick={onSignOut}
            aria-label="Sign out"
          >
            <SignOutIcon />
            <span className={styles.signOutLabel}>Sign out</span>
          </Button>
        </div>
      </header>
      <main className={styles.body}>
        {route === 'site' ? (
          <Suspense fallback={null}>
            {user.isOwner ? (
              <SiteScreen load={client.loadSiteEditor} />
            ) : (
              <NotOwnerNotice onBack={() => go('conversations')} />
            )}
          </Suspense>
        ) : route === 'bookings' ? (
          <Suspense fallback={null}>
            <BookingsScreen
              load={client.loadBookings}
              onBack={() => go('requests')}
              isOwner={user.isOwner === true}
              highlight={new URLSearchParams(window.location.search).get('booking')}
              newBooking={new URLSearchParams(window.location.search).get('new')}
            />
          </Suspense>
        ) : route === 'settings' ? (
          <Suspense fallback={null}>
            <SettingsScreen backend={client.chat} onBack={() => go('conversations')} />
          </Suspense>
        ) : route === 'requests' && requests ? (
          <Suspense fallback={null}>
            <RequestsScreen
              store={requests}
              backend={client.chat}
              onOpenConversation={openConversation}
              onShowClosed={() => go('closed')}
              onShowBookings={(search = '') => {
                // Its own address first (a booking to make or to show), then the diary.
                window.history.pushState(null, '', `${BOOKINGS_PATH}${search}`);
                go('bookings');
              }}
              highlight={new URLSearchParams(window.location.search).get('request')}
            />
          </Suspense>
        ) : route === 'closed' ? (
          <Suspense fallback={null}>
            <ClosedScreen
              backend={client.chat}
              onOpenConversation={openConversation}
              onBack={() => go('requests')}
            />
          </Suspense>
        ) : store ? (
          <CannedRepliesProvider backend={client.chat}>
            <ChatWorkspace store={store} sidebarFooter={<PushControl push={client.push} />} />
          </CannedRepliesProvider>
        ) : null}
      </main>
    </div>
  );
}
