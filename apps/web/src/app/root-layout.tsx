import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ModalViewsHost } from '../components/modal-views/index.ts';
import { SessionRuntime } from '../features/session/index.ts';
import { RouteGuard, useRouteMeta } from './guard.tsx';
import { PageLoading } from './page-loading.tsx';

export const APP_TITLE = '一站式网上服务大厅';

/** The element of the top route: guard, session runtime and modal views around every page. */
export function RootLayout() {
  const meta = useRouteMeta();

  useEffect(() => {
    document.title = meta?.title ? `${meta.title} - ${APP_TITLE}` : APP_TITLE;
  }, [meta?.title]);

  return (
    <>
      <RouteGuard>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
      <SessionRuntime />
      <ModalViewsHost />
    </>
  );
}
