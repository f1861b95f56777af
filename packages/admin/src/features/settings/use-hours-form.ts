import {
  type ChatSettings,
  type OpeningRange,
  type StaffChatBackend,
  validateChatSettings,
  type Weekday,
  WEEKDAYS,
} from '@detailing/core';
import { useState } from 'react';

/** One weekday as the form edits it: the times stay when a day is marked closed. */
export interface DayDraft {
  readonly open: boolean;
  readonly from: string;
  readonly to: string;
}

export type HoursDraft = { readonly [D in Weekday]: DayDraft };

const draftOf = (range: OpeningRange | null): DayDraft =>
  range
    ? { open: true, from: range.open, to: range.close }
    : { open: false, from: '09:00', to: '17:00' };

function draftFrom(settings: ChatSettings): { hours: HoursDraft; awayMessage: string } {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, draftOf(settings.hours[day])]));
  return {
    hours: {
      mon: hours.mon ?? draftOf(null),
      tue: hours.tue ?? draftOf(null),
      wed: hours.wed ?? draftOf(null),
      thu: hours.thu ?? draftOf(null),
      fri: hours.fri ?? draftOf(null),
      sat: hours.sat ?? draftOf(null),
      sun: hours.sun ?? draftOf(null),
    },
    awayMessage: settings.awayMessage,
  };
}

const rangeOf = ({ open, from, to }: DayDraft): OpeningRange | null =>
  open ? { open: from, close: to } : null;

export type SaveState =
  | { readonly step: 'idle' }
  | { readonly step: 'saving' }
  | { readonly step: 'saved' }
  | { readonly step: 'error'; readonly message: string };

export const HOURS_TEXTS = {
  saved: 'Settings saved.',
  saveFailed: 'Could not save the settings. Please check your connection and try again.',
} as const;

/**
 * The hours and away message as typed, saved together. The away switch is taken as stored at
 * the moment of saving (it saves on its own), so saving hours never flips it back.
 */
export function useHoursForm(
  initial: ChatSettings,
  /** The stored settings now (this render's): their away switch is kept. */
  current: ChatSettings,
  backend: Pick<StaffChatBackend, 'saveSettings'>,
) {
  const [draft, setDraft] = useState(() => draftFrom(initial));
  const [save, setSave] = useState<SaveState>({ step: 'idle' });

  const setDay = (day: Weekday, change: Partial<DayDraft>) => {
    setDraft((d) => ({ ...d, hours: { ...d.hours, [day]: { ...d.hours[day], ...change } } }));
    setSave({ step: 'idle' });
  };
  const setAwayMessage = (awayMessage: string) => {
    setDraft((d) => ({ ...d, awayMessage }));
    setSave({ step: 'idle' });
  };

  const submit = async () => {
    const { hours } = draft;
    const candidate = {
      hours: {
        mon: rangeOf(hours.mon),
        tue: rangeOf(hours.tue),
        wed: rangeOf(hours.wed),
        thu: rangeOf(hours.thu),
        fri: rangeOf(hours.fri),
        sat: rangeOf(hours.sat),
        sun: rangeOf(hours.sun),
      },
      away: current.away,
      awayMessage: draft.awayMessage,
    };
    const checked = validateChatSettings(candidate);
    if (!checked.ok) {
      setSave({ step: 'error', message: checked.problem });
      return;
    }
    setSave({ step: 'saving' });
    try {
      await backend.saveSettings(checked.settings);
      setSave({ step: 'saved' });
    } catch {
      setSave({ step: 'error', message: HOURS_TEXTS.saveFailed });
    }
  };

  return { draft, save, setDay, setAwayMessage, submit };
}
