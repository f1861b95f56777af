import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailingChatElement } from '../loader/detailing-chat-element';
import { createCommandApi } from './command-api';

/** A stand-in `<detailing-chat>`: a real element by that name, its methods spied on. */
function fakeChat() {
  const element = document.createElement('detailing-chat');
  const methods = { open: vi.fn(), close: vi.fn(), toggle: vi.fn(), identify: vi.fn() };
  Object.assign(element, methods);
  document.body.append(element);
  return { element: element as unknown as DetailingChatElement & HTMLElement, ...methods };
}

let warn: { mock: { calls: unknown[][] }; mockRestore(): void };
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  document.querySelectorAll('detailing-chat').forEach((node) => node.remove());
});

describe('window.DetailingChat (the command API)', () => {
  it('runs the calls queued before it loaded first, in order, then new ones', () => {
    const chat = fakeChat();
    const api = createCommandApi(
      () => chat.element,
      [['open', { message: 'Quote, please' }], ['close']],
    );
    expect(chat.open).toHaveBeenCalledWith({ message: 'Quote, please' });
    expect(chat.close).toHaveBeenCalledOnce();
    api('toggle');
    expect(chat.toggle).toHaveBeenCalledOnce();
    expect(api.loaded).toBe(true);
  });

  it('passes a valid identity on, and warns once, naming the problem, for a bad one', () => {
    const chat = fakeChat();
    const api = createCommandApi(() => chat.element, []);
    api('identify', { name: '  Ada  ', email: 'ada@example.com' });
    expect(chat.identify).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    api('identify', { email: 'not an address' });
    api('identify', { email: 'not an address' });
    expect(chat.identify).toHaveBeenCalledOnce();
    expect(warn.mock.calls).toEqual([
      ['DetailingChat: identify: email does not look like an e-mail address.'],
    ]);
  });

  it('warns once per distinct bad call and never throws into the page', () => {
    const chat = fakeChat();
    chat.open.mockImplementation(() => {
      throw new Error('boom');
    });
    const api = createCommandApi(() => chat.element, []);
    expect(() => {
      api('fly');
      api('fly');
      api('open', { message: 42 });
      api('open');
      api(undefined);
    }).not.toThrow();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'DetailingChat: unknown command "fly"; use open, close, toggle, identify, on or off.',
      'DetailingChat: open takes no argument or { message: "text to prefill" }.',
      'DetailingChat: open failed: Error: boom',
      'DetailingChat: unknown command "undefined"; use open, close, toggle, identify, on or off.',
    ]);
  });

  it('says so when there is no chat on the page', () => {
    const api = createCommandApi(() => null, []);
    api('open');
    expect(warn).toHaveBeenCalledWith(
      'DetailingChat: open: there is no <detailing-chat> on the page.',
    );
  });

  it("on and off: the element's events reach the page's listener until it is removed", () => {
    const chat = fakeChat();
    const api = createCommandApi(() => chat.element, []);
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    api('on', 'unread', listener);
    api('on', 'unread', listener);
    chat.element.dispatchEvent(new CustomEvent('unread', { detail: { count: 2 } }));
    // Another element's event of the same name is not ours.
    const other = document.createElement('div');
    document.body.append(other);
    other.dispatchEvent(new CustomEvent('unread', { detail: { count: 9 }, bubbles: true }));
    api('off', 'unread', listener);
    chat.element.dispatchEvent(new CustomEvent('unread', { detail: { count: 3 } }));
    expect(heard).toEqual([{ count: 2 }]);
    api('on', 'nope', listener);
    api('on', 'open', 'not a function');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'DetailingChat: on: unknown event "nope"; use ready, open, close, message, unread.',
      'DetailingChat: on: the listener must be a function.',
    ]);
    other.remove();
  });

  it('tells a listener added after the chat is on the page that it is ready, at once', async () => {
    const chat = fakeChat();
    const api = createCommandApi(() => chat.element, []);
    const ready = vi.fn();
    api('on', 'ready', ready);
    await Promise.resolve();
    expect(ready).toHaveBeenCalledOnce();
  });
});
