import { createBrowserRouter, RouterProvider } from 'react-router';
import { routeObjects } from './routes.tsx';

const router = createBrowserRouter(routeObjects);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
