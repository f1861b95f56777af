import { type AttachmentsStore, createAttachmentsStore } from '@detailing/chat-core';

/**
 * The photos' store and preparation, fetched when a visitor first picks a photo: the chat's
 * (four at most, each prepared in the browser: upright, 1600 px, re-encoded without metadata).
 */
export const createBookingPhotos = (): AttachmentsStore => createAttachmentsStore();
