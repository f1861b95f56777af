import { type FirebaseEnvResult, readFirebaseEnv } from '@detailing/core';

/** This build's Firebase settings (Vite `VITE_*` variables), checked once at start-up. */
export const env: FirebaseEnvResult = readFirebaseEnv(import.meta.env);
