import { toastStore } from '@detailing/ui';
import { Toaster } from '@detailing/ui/toaster';
import type { StaffClient } from '../lib/console-client';
import { ConfigErrorScreen } from './config-error-screen';
import { StaffGate } from './staff-gate';

/** The console, or (when the build lacks its Firebase settings) which settings are missing. */
export function App({
  client,
  missingConfig,
}: {
  client: StaffClient | null;
  missingConfig: readonly string[];
}) {
  return (
    <>
      {client ? <StaffGate client={client} /> : <ConfigErrorScreen missing={missingConfig} />}
      <Toaster store={toastStore} />
    </>
  );
}
