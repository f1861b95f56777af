import { Button } from '../../components/button/button';
import { BellIcon, BellOffIcon } from '@detailing/ui';
import type { PushClient } from '../../lib/console-client';
import styles from './push-control.module.css';
import { PUSH_TEXTS } from './push-texts';
import { usePush } from './use-push';

/** Enable or disable push notifications for new visitor messages on this device. */
export function PushControl({ push }: { push: PushClient }) {
  const { state, busy, enable, disable } = usePush(push);
  return (
    <section className={styles.card} aria-labelledby="push-heading" data-state={state}>
      <span className={styles.icon}>{state === 'on' ? <BellIcon /> : <BellOffIcon />}</span>
      <div className={styles.text} aria-live="polite">
        {state === 'checking' ? (
          <>
            <h2 id="push-heading" className={styles.title}>
              Notifications
            </h2>
            <p className={styles.detail}>{PUSH_TEXTS.checking}</p>
          </>
        ) : state === 'unsupported' ? (
          <>
            <h2 id="push-heading" className={styles.title}>
              {PUSH_TEXTS.unsupportedTitle}
            </h2>
            <p className={styles.detail}>{PUSH_TEXTS.unsupportedAdvice}.</p>
          </>
        ) : state === 'needs-home-screen' ? (
          <>
            <h2 id="push-heading" className={styles.title}>
              Add to Home Screen first
            </h2>
            <p className={styles.detail}>
              On iPhone and iPad, notifications work in the installed app: tap Share, then Add to
              Home Screen, and open the console from there.
            </p>
          </>
        ) : (
          <>
            <h2 id="push-heading" className={styles.title}>
              {state === 'on' ? 'Notifications on' : 'Notifications off'}
            </h2>
            <p className={styles.detail}>
              {state === 'on'
                ? 'This device is told about new visitor messages.'
                : 'Get told about new visitor messages on this device.'}
            </p>
          </>
        )}
      </div>
      {state === 'on' || state === 'off' ? (
        <Button
          variant={state === 'on' ? 'ghost' : 'primary'}
          size="sm"
          className={styles.action}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void (state === 'on' ? disable() : enable())}
        >
          {state === 'on' ? 'Disable' : 'Enable'}
          <span className="visually-hidden"> push notifications</span>
        </Button>
      ) : null}
    </section>
  );
}
