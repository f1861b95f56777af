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
  useHideChatWhile(open);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
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
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
