import { REQUEST_TEXTS_CONSOLE as TEXTS } from './texts';
import {
  type LeadRequest,
  type RequestFilter,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  type RequestsStore,
  type RequestStatus,
} from '@detailing/core';
import { mailtoHrefFor, telHrefFor, toast } from '@detailing/ui';
import { useId, useState } from 'react';
import { Button } from '../../components/button/button';
import { ConfirmDelete } from '../../components/confirm-delete/confirm-delete';
import { fullTime, relativeTime } from '../../lib/relative-time';
import styles from './requests.module.css';
import { isPlainClick } from '../../lib/plain-click';
import { offerUndo } from './status-undo';

/**
 * One request: who, how to call them back, what they asked and where from; its status as a row
 * of buttons at the card's foot (one thumb on a phone), staff's notes, the conversation of a
 * chat callback, and Delete for an erasure request.
 */
export function RequestCard({
  request,
  store,
  now,
  onOpenConversation,
  highlighted = false,
  filter,
  onOpenBookings,
}: {
  request: LeadRequest;
  store: RequestsStore;
  now: number;
  onOpenConversation: (sessionId: string) => void;
  /** The diary at `search` (`?new=request:ID` books for this request; `?booking=ID` shows one). */
  onOpenBookings?: (search: string) => void;
  highlighted?: boolean;
  /** The list it is shown in, when filtered by status (a search's results are not). */
  filter?: RequestFilter;
}) {
  const id = useId();
  const [notes, setNotes] = useState(request.notes ?? '');
  const [savedNotes, setSavedNotes] = useState(request.notes ?? '');
  const [saving, setSaving] = useState<null | 'status' | 'notes'>(null);
  // Said under the notes once the write is done: "Saved", or why it was not.
  const [notesState, setNotesState] = useState<'idle' | 'saved' | { error: string }>('idle');
  // Another member of staff's notes arrive live, unless these are being edited.
  if ((request.notes ?? '') !== savedNotes && notes === savedNotes) {
    setNotes(request.notes ?? '');
    setSavedNotes(request.notes ?? '');
  }
  // The status shown: the stored one, or the one just chosen (a search result is not live).
  const [status, setStatus] = useState(request.status);
  const [storedStatus, setStoredStatus] = useState(request.status);
  if (request.status !== storedStatus) {
    setStoredStatus(request.status);
    setStatus(request.status);
  }

  const setStatusTo = async (next: RequestStatus) => {
    setSaving('status');
    const before = status;
    setStatus(next);
    const result = await store.getState().update(request.id, { status: next });
    setSaving(null);
    if (!result.ok) {
      setStatus(before);
      toast({ title: 'Not saved', description: result.error, variant: 'destructive' });
    } else if (filter) {
      offerUndo({ store, request, filter, from: before, to: next });
    }
  };

  const saveNotes = async () => {
    setSaving('notes');
    setNotesState('idle');
    const result = await store.getState().update(request.id, { notes: notes.trim() });
    setSaving(null);
    if (!result.ok) {
      setNotesState({ error: result.error });
      return;
    }
    setSavedNotes(notes.trim());
    setNotes(notes.trim());
    setNotesState('saved');
  };

  const notesChanged = notes.trim() !== savedNotes;
  return (
    <article
      className={styles.card}
      aria-labelledby={`${id}-name`}
      data-status={status}
      data-highlighted={highlighted || undefined}
    >
      <header className={styles.cardHeader}>
        <h3 id={`${id}-name`} className={styles.name}>
          {request.name}
        </h3>
        <p className={styles.meta}>
          {TEXTS.sources[request.source]} ·{' '}
          <time
            dateTime={new Date(request.createdAt).toISOString()}
            title={fullTime(request.createdAt)}
          >
            {relativeTime(request.createdAt, now)}
          </time>
          {request.page ? <> · {request.page}</> : null}
        </p>
      </header>

      <div className={styles.contact}>
        <a
          className={styles.call}
          href={telHrefFor(request.phone)}
          aria-label={`${TEXTS.call} ${request.name}`}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z"
            />
          </svg>
          {TEXTS.call}
        </a>
        <span className={styles.phone}>{request.phone}</span>
        {request.email ? (
          <a className={styles.email} href={mailtoHrefFor(request.email)}>
            {request.email}
          </a>
        ) : null}
      </div>

      {request.service || request.message ? (
        <dl className={styles.details}>
          {request.service ? (
            <>
              <dt>Service</dt>
              <dd>{request.service}</dd>
            </>
          ) : null}
          {request.message ? (
            <>
              <dt>Message</dt>
              <dd className={styles.message}>{request.message}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      {request.sessionId ? (
        <a
          className={styles.conversation}
          href={`/admin/chat?session=${encodeURIComponent(request.sessionId)}`}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onOpenConversation(request.sessionId ?? '');
          }}
        >
          Open the conversation →
        </a>
      ) : null}

      {onOpenBookings ? (
        <BookingLink request={request} status={status} onOpenBookings={onOpenBookings} />
      ) : null}

      <div className={styles.notes}>
        <label htmlFor={`${id}-notes`}>Notes (staff only)</label>
        <textarea
          id={`${id}-notes`}
          rows={2}
          value={notes}
          maxLength={REQUEST_LIMITS.notes}
          onChange={(event) => {
            setNotes(event.target.value);
            setNotesState('idle');
          }}
        />
        {notesChanged ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={saving === 'notes'}
            onClick={() => void saveNotes()}
          >
            {saving === 'notes' ? 'Saving…' : 'Save notes'}
          </Button>
        ) : null}
        <p className={styles.notesSaved} role="status">
          {notesState === 'saved' ? 'Saved' : ''}
        </p>
        {typeof notesState === 'object' ? (
          <p className={styles.notesProblem} role="alert">
            Not saved: {notesState.error}
          </p>
        ) : null}
      </div>

      <fieldset className={styles.statuses} disabled={saving === 'status'}>
        <legend className={styles.legend}>Status</legend>
        {REQUEST_STATUSES.map((option) => (
          <label key={option} className={styles.status}>
            <input
              type="radio"
              name={`${id}-status`}
              value={option}
              checked={status === option}
              onChange={() => void setStatusTo(option)}
            />
            <span>{TEXTS.statuses[option]}</span>
          </label>
        ))}
      </fieldset>

      <ConfirmDelete
        label="Delete"
        labelAria={`Delete the request from ${request.name}`}
        question="Delete this request for good (an erasure request)?"
        groupAria={`Delete the request from ${request.name}?`}
        onDelete={() => store.getState().remove(request.id)}
        classNames={{ trigger: styles.delete }}
      />
    </article>
  );
}

/**
 * The request's booking (BOOKING.md 4): "See the booking" once one was made from it, else
 * "Book a time" until it is closed, which opens the diary's new booking with its details.
 */
function BookingLink({
  request,
  status,
  onOpenBookings,
}: {
  request: LeadRequest;
  status: RequestStatus;
  onOpenBookings: (search: string) => void;
}) {
  const search = request.bookingId
    ? `?booking=${encodeURIComponent(request.bookingId)}`
    : `?new=request:${encodeURIComponent(request.id)}`;
  if (!request.bookingId && (status === 'closed' || status === 'booked')) return null;
  return (
    <a
      className={styles.conversation}
      href={`/admin/chat/bookings${search}`}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpenBookings(search);
      }}
    >
      {request.bookingId ? 'See the booking →' : 'Book a time →'}
    </a>
  );
}
