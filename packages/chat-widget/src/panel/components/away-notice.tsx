import { AWAY_TEXTS, type VisitorChatStore } from '@detailing/core';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useCallbackForm } from '../use-callback-form';
import css from './away-notice.css?inline';

/** Shadow roots that have this chunk's stylesheet (it is not in the panel's: see below). */
const styled = new WeakSet<Node>();

/**
 * Outside the opening hours or while staff are away, at the top of the panel (CHAT-PRODUCT.md
 * 4): the notice, and a form for a callback with the visitor's name and phone number. A lazy
 * chunk with its own stylesheet (adopted into the panel's shadow root on first show): most
 * visitors come in opening hours, and the panel's own chunk is held to a tight budget.
 */
export default function AwayNotice({ chat }: { readonly chat: VisitorChatStore }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot) || styled.has(root)) return;
    styled.add(root);
    // As lib/adopt-styles does (not imported: the loader has that module, and a chunk that
    // shared it would make the loader a module with exports).
    if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    } else {
      const style = document.createElement('style');
      style.textContent = css;
      root.prepend(style);
    }
  }, []);
  const form = useCallbackForm(chat);
  const ids = { name: useId(), phone: useId(), error: useId(), form: useId() };
  const { state } = form;
  // Once the visitor has written, the form folds to one line, so the conversation keeps the
  // panel's height (the full form took 170 of its 450 px); the button unfolds it again.
  // Not `sessionId`: a send that failed keeps its id (nothing lost) but wrote nothing.
  const written = useStore(chat, (s) => s.messages.some((message) => message.sender === 'user'));
  const [unfolded, setUnfolded] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (unfolded) nameInput.current?.focus();
  }, [unfolded]);
  if (state.step === 'sent') {
    return (
      <section ref={ref} className="away" aria-label="Away">
        <p className="away-text" role="status">
          Thanks, {state.name}. We&rsquo;ll call you back as soon as we can.
        </p>
      </section>
    );
  }
  if (written && !unfolded) {
    return (
      <section ref={ref} className="away away-folded" aria-label="Away">
        <p className="away-text" title={AWAY_TEXTS.notice}>
          {AWAY_TEXTS.notice}
        </p>
        <button
          type="button"
          aria-expanded="false"
          aria-controls={ids.form}
          onClick={() => setUnfolded(true)}
        >
          {AWAY_TEXTS.submit}
        </button>
      </section>
    );
  }
  const error = state.step === 'editing' ? state.error : null;
  const invalid = (field: 'name' | 'phone') =>
    state.step === 'editing' && state.error !== null && state.field === field ? true : undefined;
  return (
    <section ref={ref} className="away" aria-label="Away">
      <p className="away-text">{AWAY_TEXTS.notice}</p>
      <form
        id={ids.form}
        className="away-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <div className="away-field">
          <label htmlFor={ids.name}>{AWAY_TEXTS.nameLabel}</label>
          <input
            ref={nameInput}
            id={ids.name}
            name="name"
            autoComplete="name"
            maxLength={80}
            value={form.name}
            aria-invalid={invalid('name')}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => form.change('name', event.currentTarget.value)}
          />
        </div>
        <div className="away-field">
          <label htmlFor={ids.phone}>{AWAY_TEXTS.phoneLabel}</label>
          <input
            id={ids.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={32}
            value={form.phone}
            aria-invalid={invalid('phone')}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => form.change('phone', event.currentTarget.value)}
          />
        </div>
        <button type="submit" disabled={state.step === 'sending'}>
          {state.step === 'sending' ? 'Sending…' : AWAY_TEXTS.submit}
        </button>
        {error ? (
          <p id={ids.error} className="away-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
