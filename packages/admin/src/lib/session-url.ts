/** `/admin/chat?session=ID` opens that conversation (the push notification's link). */
const SESSION_PARAM = 'session';

export function sessionFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(SESSION_PARAM);
  return value && value.trim() !== '' ? value.trim() : null;
}

/** The same URL with the conversation set (or removed), keeping everything else. */
export function urlWithSession(href: string, sessionId: string | null): string {
  const url = new URL(href);
  if (sessionId === null) url.searchParams.delete(SESSION_PARAM);
  else url.searchParams.set(SESSION_PARAM, sessionId);
  return `${url.pathname}${url.search}${url.hash}`;
}
