import { BrowserRouter } from 'react-router';
import { RouteTable } from './guard.tsx';
import { routeObjects } from './routes.tsx';

/** The route table in React Router's declarative mode: no data router in the entry (see `RouteTable`). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteTable routes={routeObjects} />
    </BrowserRouter>
  );
}
