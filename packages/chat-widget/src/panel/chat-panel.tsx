import type { ChatMessage } from '@detailing/core';
import { useStore } from 'zustand';
import { AwayNoticeSlot } from './components/away-notice-slot';
import { ComposerForm } from './components/composer-form';
import { MessageList } from './components/message-list';
import { ClosedNotice, ConfigProblem, ConnectionNotice } from './components/notices';
import { PanelFrame } from './components/panel-frame';
import { PrivacyNote } from './components/privacy-note';
import { ReplyMailSlot, useContinueLink } from './reply-mail/reply-mail-slot';
import { WidgetToaster } from './components/widget-toaster';
import { useAway } from './use-away';
import { useChatNotifications } from './use-chat-notifications';
import { useComposer } from './use-composer';
import { usePageVisible } from './use-page-visible';
import { usePanelBridge } from './use-panel-bridge';
import { usePrefill } from './use-prefill';
import { useVisitorDetails } from './use-visitor-details';
import { useWidgetSetup } from './use-widget-setup';
import { useWidget, WidgetContext } from './widget-context';

/** The element's props (attributes) and events, as r2wc passes them (see define-panel.ts). */
export interface ChatPanelProps {
  readonly businessName?: string;
  readonly open?: boolean;
  /** From `identify()`: `{ name?, email?, phone? }`, checked again before use. */
  readonly identity?: unknown;
  /** From `open({ message })`: `{ message, n }`, a new `n` for every request. */
  readonly prefill?: unknown;
  readonly onUnreadChange?: (count: number) => void;
  readonly onChatMessage?: (message: ChatMessage) => void;
  readonly onRequestOpen?: () => void;
  readonly onRequestClose?: () => void;
}

type WindowProps = Omit<ChatPanelProps, 'businessName' | 'open'> & {
  readonly businessName: string;
  readonly open: boolean;
  readonly close: () => void;
};

/**
 * The panel on a given instance's services (from the context): what ChatPanel renders once it
 * is configured, and what the component tests render on the memory backend.
 */
export function ChatWindow({
  businessName,
  open,
  close,
  onRequestOpen,
  identity,
  prefill,
  ...events
}: WindowProps) {
  const services = useWidget();
  usePanelBridge(services, { open, ...events });
  useChatNotifications(services, businessName, onRequestOpen);
  useVisitorDetails(services.chat, identity);
  usePageVisible(services.chat);
  const closed = useStore(services.chat, (state) => state.status === 'closed');
  // Held here, so a half-typed message survives closing the panel.
  const composer = useComposer(services.chat);
  usePrefill(composer, prefill);
  const continuing = useContinueLink(onRequestOpen);
  // Not while a continue link signs in: Firestore would drop the watch's channel as the user
  // switches (a 400 in the console, and the first second of the conversation spent on it).
  const away = useAway(services.backend, open && continuing.link === null);
  return (
    <>
      {open ? (
        <PanelFrame
          businessName={businessName}
          onRequestClose={close}
          {...(closed ? {} : { onDropFiles: composer.attach })}
        >
          {away && !closed ? <AwayNoticeSlot chat={services.chat} /> : null}
          <ConnectionNotice />
          <MessageList
            businessName={businessName}
            onFillComposer={closed ? undefined : composer.fill}
          >
            <ReplyMailSlot
              chat={services.chat}
              link={continuing.link}
              onLinkDone={continuing.done}
            />
          </MessageList>
          {closed ? <ClosedNotice /> : <ComposerForm composer={composer} />}
          <PrivacyNote />
        </PanelFrame>
      ) : null}
      <WidgetToaster panelOpen={open} />
    </>
  );
}

/** The chat panel of one `<detailing-chat>`: its own stores, its own shadow root. */
export function ChatPanel({ businessName, open, onRequestClose, ...rest }: ChatPanelProps) {
  const setup = useWidgetSetup();
  // The launcher always sets business-name (its default comes from the build).
  const name = businessName?.trim() ?? '';
  const isOpen = open === true;
  const close = () => onRequestClose?.();
  if (setup.kind === 'unconfigured') {
    return isOpen ? (
      <PanelFrame businessName={name} onRequestClose={close}>
        <ConfigProblem missing={setup.missing} />
      </PanelFrame>
    ) : null;
  }
  return (
    <WidgetContext value={setup.services}>
      <ChatWindow businessName={name} open={isOpen} close={close} {...rest} />
    </WidgetContext>
  );
}
