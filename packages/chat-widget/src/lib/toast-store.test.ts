import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_LIMIT } from './toast-store';

describe('the widget’s toast store', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    const toasts = createToastStore();
    toasts.getState().show({ title: 'New Message from Harbour & Heath Detailing' });
    toasts.getState().show({ title: 'Error', variant: 'destructive' });
    expect(TOAST_LIMIT).toBe(1);
    expect(toasts.getState().toasts).toMatchObject([
      { title: 'Error', variant: 'destructive', open: true },
    ]);
  });

  it('closes a toast before removing it, so it can animate out', () => {
    const toasts = createToastStore();
    const id = toasts.getState().show({ title: 'Hello' });
    expect(toasts.getState().toasts[0]).toMatchObject({ variant: 'default', open: true });
    toasts.getState().dismiss(id);
    expect(toasts.getState().toasts[0]?.open).toBe(false);
    toasts.getState().remove(id);
    expect(toasts.getState().toasts).toEqual([]);
  });

  it('keeps each widget’s toasts to itself', () => {
    const a = createToastStore();
    const b = createToastStore();
    a.getState().show({ title: 'Only in A' });
    expect(b.getState().toasts).toEqual([]);
  });
});
