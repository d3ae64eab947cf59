import { type ReactNode, useSyncExternalStore } from 'react';
import './light-feedback.css';

/**
 * A toast without antd (issue 14): the visitor landing loads no antd, yet a
 * failure there must still show (api/errors.ts). Pages inside antd's App
 * context show their toasts through antd instead (app/antd-app.tsx).
 */

interface Toast {
  id: number;
  content: ReactNode;
}

/** As long as antd's message stays, so a toast reads the same wherever it shows. */
const TOAST_MS = 3000;
/** A burst of failures shows its newest few rather than a column down the screen. */
const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

/** Shows an error toast in the `ToastHost` for a few seconds. */
export function showToast(content: ReactNode): void {
  const id = nextId++;
  publish([...toasts, { id, content }].slice(-MAX_TOASTS));
  window.setTimeout(() => {
    if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
  }, TOAST_MS);
}

/** Where `showToast`'s toasts appear: the top centre of the window, above the page. */
export function ToastHost() {
  const shown = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (shown.length === 0) return null;
  return (
    <div className="oh-toasts">
      {shown.map((toast) => (
        <div key={toast.id} role="alert" className="oh-toast">
          <svg className="oh-toast__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden focusable="false">
            <circle cx="8" cy="8" r="8" fill="currentColor" />
            <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span>{toast.content}</span>
        </div>
      ))}
    </div>
  );
}
