export { RELOGIN_PATH, SessionExpiredDialog } from './session-expired-dialog.tsx';
export { SessionRuntime } from './session-runtime.tsx';
