// The requests' part of the console's port (StaffChatBackend): what they are watched with.
import type { ChatSession } from '../chat/domain/model';
import type { LeadRequest } from './domain/requests';

/** Receives requests, newest first, on every change. */
export type RequestsListener = (requests: readonly LeadRequest[]) => void;

/** What a search found: requests and conversations (open or closed), newest first. */
export interface PeopleSearchResult {
  readonly requests: readonly LeadRequest[];
  readonly sessions: readonly ChatSession[];
}
