import { beforeEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, toast, toastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => toastStore.setState({ toasts: [] }));

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = toastStore.getState();
    expect(toasts.map((t) => t.title)).toEqual(['Second']);
    expect(toasts[0]?.variant).toBe('destructive');
  });

  it('defaults to 5000 ms and the default variant', () => {
    toast({ title: 'Hello' });
    expect(toastStore.getState().toasts[0]).toMatchObject({
      duration: TOAST_DURATION_MS,
      variant: 'default',
      open: true,
    });
  });

  it('closes a toast before removing it, so it can animate out', () => {
    const id = toast({ title: 'Bye' });
    toastStore.getState().dismiss(id);
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
    toastStore.getState().remove(id);
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
