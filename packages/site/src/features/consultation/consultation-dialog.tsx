import { CloseIcon } from '@detailing/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { consultationPopup } from '../../content/consultation';
import { useHideChatWhile } from '../../lib/chat';
import { bookingUrlFor, chosenService } from '../../lib/chosen-service';
import styles from './consultation-dialog.module.css';

/**
 * What has the focus, inside shadow roots too: the chat's launcher is in its element's shadow
 * root, and the element itself cannot take the focus back.
 */
function focusedElement(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

/**
 * The consultation popup's dialog; `ConsultationPopup` (consultation-popup.tsx) mounts it when
 * it is due. Its title and text are the owner's (the site's content).
 */
export function ConsultationDialog() {
  const [open, setOpen] = useState(true);
  const [, navigate] = useLocation();
  // Radix gives the focus back only to a Dialog.Trigger, and this dialog opens by itself: keep
  // where the visitor was, so that closing it puts them back there (not at the top of the page).
  const [returnTo] = useState(focusedElement);
  useHideChatWhile(open);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            if (
              returnTo instanceof HTMLElement &&
              returnTo.isConnected &&
              returnTo !== document.body
            ) {
              event.preventDefault();
              returnTo.focus({ preventScroll: true });
            }
          }}
        >
          <p className="eyebrow">No obligation</p>
          <Dialog.Title className={styles.title}>{consultationPopup.title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{consultationPopup.text}</Dialog.Description>
          <button
            type="button"
            {...buttonProps('primary', { full: true })}
            onClick={() => {
              setOpen(false);
              // A service the visitor has already chosen is kept: its booking form, not the
              // spec's contact page, which would lose it.
              const service = chosenService();
              navigate(service === undefined ? '/contact' : bookingUrlFor(service));
            }}
          >
            Get My Free Quote
          </button>
          <Dialog.Close className={styles.close} aria-label="Close">
            <CloseIcon width="20" height="20" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
