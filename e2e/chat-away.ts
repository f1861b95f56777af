import type { ChatSettings } from '@detailing/core';
import type { FirebaseChat } from '@detailing/core/firebase';
import { emulatorHosts } from '@detailing/core/testing/emulator-config';
import { alwaysOpenSettings } from '@detailing/core/testing/settings';
import { loadFunctions, startTriggerRunner } from '../scripts/lib/trigger-runner.mjs';
import { staffClient } from './chat-test-project';

export const AWAY_MESSAGE = 'We are out on a job right now and will reply as soon as we are back.';
/** Open around the clock, so only the Away switch decides. */
export const SETTINGS: ChatSettings = alwaysOpenSettings({ away: true, awayMessage: AWAY_MESSAGE });
export const NOTICE =
  "We're away right now. Leave your name and phone number and we'll call you back.";

/**
 * A test project's backend for the away tests: staff (through core) who saved the settings
 * with Away on, and the functions' trigger runner on that project (the stack's own runner
 * follows only the stack's project), so the automatic reply and the push run as deployed.
 */
export async function awayBackend(projectId: string) {
  const { firestoreHost, authHost } = emulatorHosts();
  process.env.FIRESTORE_EMULATOR_HOST ??= firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= authHost;
  const staff: FirebaseChat = await staffClient(projectId);
  await staff.staff.saveSettings(SETTINGS);
  const lines: string[] = [];
  const runner = await startTriggerRunner({
    functions: await loadFunctions(),
    projectId,
    env: { ...process.env, LOCAL_RETENTION_INTERVAL_MS: String(24 * 60 * 60 * 1000) },
    print: (line) => lines.push(line),
  });
  return {
    staff,
    /** What the runner printed: "push (FCM stand-in) ..." per push it would send. */
    lines,
    async dispose() {
      await runner.stop();
      await staff.dispose();
    },
  };
}
