import { describe, expect, it } from 'vitest';
import { createWidgetSetup } from './widget-setup';

describe('createWidgetSetup', () => {
  it('given a build without its Firebase settings, reports them instead of connecting', () => {
    expect(createWidgetSetup({ ok: false, missing: ['VITE_FIREBASE_API_KEY'] })).toEqual({
      kind: 'unconfigured',
      missing: ['VITE_FIREBASE_API_KEY'],
    });
  });

  it('given a configuration, gives the instance its own stores, with nothing loaded yet', () => {
    const config = { apiKey: 'k', projectId: 'demo-x', authDomain: 'demo-x.test', appId: '1' };
    const first = createWidgetSetup({ ok: true, config });
    const second = createWidgetSetup({ ok: true, config });
    if (first.kind !== 'ready' || second.kind !== 'ready') throw new Error('not ready');
    expect(first.services.chat).not.toBe(second.services.chat);
    expect(first.services.toasts).not.toBe(second.services.toasts);
    expect(first.services.chat.getState()).toMatchObject({ status: 'none', messages: [] });
    first.services.chat.getState().dispose();
    second.services.chat.getState().dispose();
  });
});
