import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, type RouteObject, useLocation, useNavigate } from 'react-router';
import { RouteTable } from '../app/guard.tsx';

/** What a test holds of the router it rendered: where it is, and a way to go elsewhere. */
export interface TestRouter {
  location(): Location;
  navigate(to: string): Promise<void>;
}

function Probe({ into }: { into: { location?: Location; navigate?: NavigateFunction } }) {
  into.location = useLocation();
  into.navigate = useNavigate();
  return null;
}

/**
 * Renders `routes` the way the app does (`RouteTable` in React Router's
 * declarative mode, app/router.tsx) at `path`, optionally inside `wrap`.
 */
export function renderRoutes(routes: RouteObject[], path: string, wrap: (children: ReactNode) => ReactNode = (c) => c): TestRouter {
  const held: { location?: Location; navigate?: NavigateFunction } = {};
  render(
    wrap(
      <MemoryRouter initialEntries={[path]}>
        <RouteTable routes={routes} />
        <Probe into={held} />
      </MemoryRouter>,
    ),
  );
  return {
    location: () => {
      if (!held.location) throw new Error('the router has not rendered');
      return held.location;
    },
    navigate: async (to) => {
      await held.navigate?.(to);
    },
  };
}
