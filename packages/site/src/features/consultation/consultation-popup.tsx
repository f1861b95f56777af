import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonProps } from '../../components/button/button';
import styles from './consultation-popup.module.css';

/** The spec's constants (section 9): shown 3 s after load, once per browser session. */
export const CONSULTATION_DELAY_MS = 3000;
export const CONSULTATION_SEEN_KEY = 'consultationPopupSeen';

function alreadySeen() {
  try {
    return sessionStorage.getItem(CONSULTATION_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    sessionStorage.setItem(CONSULTATION_SEEN_KEY, 'true');
  } catch {
    // Storage may be blocked; the popup then simply shows once per page load.
  }
}

export function ConsultationPopup() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (alreadySeen()) return;
    const timer = setTimeout(() => {
      markSeen();
      setOpen(true);
    }, CONSULTATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

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
