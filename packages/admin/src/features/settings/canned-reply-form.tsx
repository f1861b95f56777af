import {
  CANNED_REPLY_LIMITS,
  type CannedReplyField,
  type CannedReplySaveResult,
} from '@detailing/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button';
import fields from '../../components/field/field.module.css';
import styles from './canned-replies-settings.module.css';

type Problems = Readonly<Record<CannedReplyField, string | null>>;

const NO_PROBLEMS: Problems = { title: null, text: null };

/**
 * Adding or editing one canned reply: a title and the text. Save validates (the messages say
 * what to change, beside each field) and keeps what was typed when anything refuses it.
 */
export function CannedReplyForm({
  initial = { title: '', text: '' },
  heading,
  onSave,
  onCancel,
}: {
  initial?: { title: string; text: string };
  heading: string;
  onSave: (reply: { title: string; text: string }) => Promise<CannedReplySaveResult>;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(initial.title);
  const [text, setText] = useState(initial.text);
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await onSave({ title, text });
    setSaving(false);
    if (result.ok) return;
    setProblems({ title: result.problems.title ?? null, text: result.problems.text ?? null });
    setError(result.error ?? null);
    // Focus the first field to fix, so its message is read out.
    if (result.problems.title) titleInput.current?.focus();
    else if (result.problems.text) textInput.current?.focus();
  }

  const describedBy = (field: CannedReplyField, extra?: string) =>
    [problems[field] ? `${id}-${field}-problem` : null, extra].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      className={styles.form}
      aria-label={heading}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
    >
      <label className={fields.field}>
        <span className={fields.label}>Title</span>
        <input
          ref={titleInput}
          className={fields.input}
          value={title}
          maxLength={CANNED_REPLY_LIMITS.title * 2}
          autoComplete="off"
          enterKeyHint="next"
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={describedBy('title')}
          onChange={(event) => {
            setTitle(event.target.value);
            if (problems.title) setProblems({ ...problems, title: null });
          }}
        />
      </label>
      {problems.title ? (
        <p id={`${id}-title-problem`} className={fields.problem}>
          {problems.title}
        </p>
      ) : null}
      <label className={fields.field}>
        <span className={fields.label}>Text</span>
        <textarea
          ref={textInput}
          className={`${fields.input} ${fields.textInput}`}
          value={text}
          rows={4}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={describedBy('text', `${id}-count`)}
          onChange={(event) => {
            setText(event.target.value);
            if (problems.text) setProblems({ ...problems, text: null });
          }}
        />
      </label>
      <p id={`${id}-count`} className={fields.count}>
        {text.trim().length.toLocaleString('en-GB')} /{' '}
        {CANNED_REPLY_LIMITS.text.toLocaleString('en-GB')} characters
      </p>
      {problems.text ? (
        <p id={`${id}-text-problem`} className={fields.problem}>
          {problems.text}
        </p>
      ) : null}
      {error ? (
        <p className={fields.problem} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="quiet" size="sm" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save reply'}
        </Button>
      </div>
    </form>
  );
}
