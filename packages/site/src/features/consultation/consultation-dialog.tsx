import { CloseIcon } from '@detailing/ui';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { buttonProps } from '../../components/button/button';
import { useHideChatWhile } from '../../lib/chat';
import styles from './consultation-dialog.module.css';

/**
 * The consultation popup's dialog; `ConsultationPopup` (consultation-popup.tsx) mounts it when
 * it is due.
 */
export function ConsultationDialog() {
  const [open, setOpen] = useState(true);
  const [, navigate] = useLocation();
  // Radix gives the focus back only to a Dialog.Trigger, and this dialog opens by itself: keep
  // where the visitor was, so that closing it puts them back there (not at the top of the page).
  const [returnTo] = useState(() => document.activeElement);
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
          <Dialog.Title className={styles.title}>Free Personalised Consultation</Dialog.Title>
          <Dialog.Description className={styles.text}>
            Tell us about your vehicle and we&rsquo;ll put together a free, no-obligation quote
            tailored to its paint, its condition and how you use it.
          </Dialog.Description>
          <button
            type="button"
            {...buttonProps('primary', { full: true })}
            onClick={() => {
              setOpen(false);
              navigate('/contact');
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
