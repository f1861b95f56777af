import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

/**
 * Another site's pages for the embedding tests (docs/embedding.md), served from a tiny server on
 * `localhost` (the site is on 127.0.0.1: another origin and another site). Each page has the
 * viewport meta tag a site made for phones has.
 */
export const BASE_URL = process.env.BASE_URL || 'http://127.0.0.1:5000';
export const SCRIPT_URL = `${BASE_URL}/widget/detailing-chat.js`;
/** The queue stub of docs/embedding.md: calls made before the script loads wait in it. */
export const STUB = `<script>window.DetailingChat = window.DetailingChat || function () {
  (window.DetailingChat.q = window.DetailingChat.q || []).push(arguments); };</script>`;

export interface HostPages {
  /** `http://localhost:<port>` */
  readonly origin: string;
  /** Serves a page at `path` (every path when `*`) with `head` and `body`; returns its URL. */
  page(path: string, parts: { head?: string; body?: string }): string;
  close(): Promise<void>;
}

export async function serveHostPages(): Promise<HostPages> {
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const html = pages.get((request.url ?? '/').split('?')[0] ?? '/') ?? pages.get('*');
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    page(path, { head = '', body = '' }) {
      pages.set(
        path,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Car club</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">${head}</head><body><h1>Car club</h1>${body}</body></html>`,
      );
      return `${origin}${path === '*' ? '/' : path}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The floating chat button, in `<detailing-chat>`'s shadow root. */
export const launcher = (page: Page) =>
  page.getByRole('button', { name: 'Open live chat', exact: true });
export const chatInput = (page: Page) => page.getByPlaceholder('Type a message...');
export const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Live Chat' });
/** The visitor's messages Firestore has acknowledged. */
export const sentMessages = (page: Page) =>
  page.locator('li[data-sender="user"]:not([data-pending])');
