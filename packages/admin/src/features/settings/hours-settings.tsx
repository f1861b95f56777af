import {
  AWAY_MESSAGE_MAX_LENGTH,
  type ChatSettings,
  type StaffChatBackend,
  weekdayLabel,
  WEEKDAYS,
} from '@detailing/core';
import { useId } from 'react';
import { Button } from '../../components/button/button';
import { AvailabilityState, AwaySwitchButton, useAway } from './away-switch';
import switchStyles from './away-switch.module.css';
import styles from '../../components/hours/hours.module.css';
import { useChatSettings } from './use-chat-settings';
import { HOURS_TEXTS, useHoursForm } from './use-hours-form';

type SettingsBackend = Pick<StaffChatBackend, 'watchSettings' | 'saveSettings'>;

/**
 * Settings: business hours and away (CHAT-PRODUCT.md 4). One opening per weekday in UK time
 * (Europe/London, summer time included) or closed, the away message the automatic reply says,
 * and the Away switch (the same as in the header).
 */
export function HoursSettings({ backend }: { backend: SettingsBackend }) {
  const state = useChatSettings(backend);
  return (
    <section className={styles.section} aria-labelledby="hours-heading">
      <header className={styles.header}>
        <h2 id="hours-heading" className={styles.heading}>
          Business hours and away
        </h2>
        <p className={styles.lede}>
          Outside these hours, or while Away is on, visitors see the away notice with a callback
          form, and the first message of a conversation gets the away message as an automatic reply.
          Times are UK time.
        </p>
      </header>
      <div className={styles.away}>
        <AwaySwitch backend={backend} />
      </div>
      {state.status === 'loading' ? <p className={styles.state}>Loading settings...</p> : null}
      {state.status === 'error' ? (
        <p className={styles.state} role="alert">
          The settings could not be loaded.
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <HoursForm initial={state.settings} current={state.settings} backend={backend} />
      ) : null}
    </section>
  );
}

function HoursForm({
  initial,
  current,
  backend,
}: {
  initial: ChatSettings;
  current: ChatSettings;
  backend: SettingsBackend;
}) {
  const form = useHoursForm(initial, current, backend);
  const { draft, save } = form;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <fieldset className={styles.days}>
        <legend className={styles.legend}>Opening hours</legend>
        {WEEKDAYS.map((day) => {
          const label = weekdayLabel(day);
          const value = draft.hours[day];
          return (
            <div key={day} className={styles.day} data-open={value.open || undefined}>
              <label className={styles.dayName}>
                <input
                  type="checkbox"
                  checked={value.open}
                  onChange={(event) => form.setDay(day, { open: event.currentTarget.checked })}
                />
                {label}
              </label>
              {value.open ? (
                <span className={styles.times}>
                  <input
                    type="time"
                    aria-label={`${label} opens`}
                    value={value.from}
                    required
                    onChange={(event) => form.setDay(day, { from: event.currentTarget.value })}
                  />
                  <span aria-hidden="true">to</span>
                  <input
                    type="time"
                    aria-label={`${label} closes`}
                    value={value.to}
                    required
                    onChange={(event) => form.setDay(day, { to: event.currentTarget.value })}
                  />
                </span>
              ) : (
                <span className={styles.closed}>Closed</span>
              )}
            </div>
          );
        })}
      </fieldset>
      <label className={styles.messageLabel} htmlFor="away-message">
        Away message
      </label>
      <textarea
        id="away-message"
        className={styles.message}
        rows={4}
        maxLength={AWAY_MESSAGE_MAX_LENGTH}
        value={draft.awayMessage}
        aria-describedby="away-message-count"
        onChange={(event) => form.setAwayMessage(event.currentTarget.value)}
      />
      <p id="away-message-count" className={styles.count}>
        {draft.awayMessage.length} / {AWAY_MESSAGE_MAX_LENGTH} characters. Sent as the automatic
        reply.
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.step === 'saving'}>
          {save.step === 'saving' ? 'Saving...' : 'Save hours and message'}
        </Button>
        <p className={styles.status} role={save.step === 'error' ? 'alert' : 'status'}>
          {save.step === 'saved' ? HOURS_TEXTS.saved : null}
          {save.step === 'error' ? save.message : null}
        </p>
      </div>
    </form>
  );
}

/** The switch and, beside it, what visitors see now (the settings screen). */
function AwaySwitch({ backend }: { backend: SettingsBackend }) {
  const away = useAway(backend);
  const stateId = useId();
  if (!away) return null;
  return (
    <span className={switchStyles.wrap}>
      <AwaySwitchButton away={away} describedBy={stateId} />
      <AvailabilityState shown={away.shown} id={stateId} />
    </span>
  );
}
