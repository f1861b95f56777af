import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_LIMIT } from './toast-store';

describe('the toast store', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const toasts = createToastStore();
    toasts.getState().show({ title: 'New Message from Harbour & Heath Detailing' });
    toasts.getState().show({ title: 'Error', variant: 'destructive' });
    expect(TOAST_LIMIT).toBe(1);
    expect(toasts.getState().toasts).toMatchObject([
      { title: 'Error', variant: 'destructive', open: true },
    ]);
  });

  it('defaults to 5000 ms and the default variant', () => {
    const toasts = createToastStore();
    toasts.getState().show({ title: 'Hello' });
    expect(toasts.getState().toasts[0]).toMatchObject({
      duration: TOAST_DURATION_MS,
      variant: 'default',
      open: true,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('closes a toast before removing it, so it can animate out', () => {
    const toasts = createToastStore();
    const id = toasts.getState().show({ title: 'Hello' });
    toasts.getState().dismiss(id);
    expect(toasts.getState().toasts[0]?.open).toBe(false);
    toasts.getState().remove(id);
    expect(toasts.getState().toasts).toEqual([]);
  });

  it('keeps each store’s toasts to itself (two widgets on one page)', () => {
    const a = createToastStore();
    const b = createToastStore();
    a.getState().show({ title: 'Only in A' });
    expect(b.getState().toasts).toEqual([]);
  });
});
