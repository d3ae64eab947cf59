import { SessionRuntime } from '../features/session/components/session-runtime.tsx';
import { ThemeSync } from '../features/theme/components/theme-sync.tsx';

/** What a signed-in page runs beside itself, loaded lazily by the root layout: the session's timers and dialogs, and the user's theme. */
export default function SignedInRuntime() {
  return (
    <>
      <SessionRuntime />
      <ThemeSync />
    </>
  );
}
