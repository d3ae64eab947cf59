import { App as AntdApp } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { setErrorPresenter } from '../api/errors.ts';

/** Routes the error toasts of `reportError` (api/errors.ts) through antd's App context, so they follow the theme and locale. */
function ErrorPresenterBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setErrorPresenter((text) => {
      void message.error(text);
    });
  }, [message]);
  return null;
}

/**
 * antd's App context (`App.useApp()`: message, notification, modal) with the
 * error toasts routed through it. It drags antd's Modal along, so
 * the visitor landing, which needs none of it, renders without it
 * (see root-layout.tsx) and every other page loads it as its own chunk.
 */
export default function AntdAppContext({ children }: { children: ReactNode }) {
  return (
    <AntdApp>
      <ErrorPresenterBridge />
      {children}
    </AntdApp>
  );
}
