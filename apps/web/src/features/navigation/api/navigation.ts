import {
  type BodyOf,
  getBusinessConfigMenu,
  getFooterInfo,
  getTopMenu,
  type NavigationConfigAction,
  navigationConfig,
  navigationDetail,
  navigationIdentityCards,
  navigationSubmit,
} from '@onehall/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** Navigation entries (SPEC §7 platformapplynavigation) and the home-page frame reads (homePage/...). */

export type NavigationSubmitInput = BodyOf<typeof navigationSubmit>;

export const navigationKey = ['navigation'] as const;
/** Everything the shell shows from the server: cleared whenever navigation changes. */
export const homeFrameKey = ['homeFrame'] as const;

export const navigationDetailOptions = () =>
  queryOptions({
    queryKey: [...navigationKey, 'detail'],
    queryFn: () => unwrap(call(navigationDetail, { body: {} })),
  });

export const useNavigationDetail = () => useQuery(navigationDetailOptions());

export const useIdentityCards = (navigationId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...navigationKey, 'identities', navigationId ?? ''],
    queryFn: () => unwrap(call(navigationIdentityCards, { body: navigationId ? { navigationId } : {} })),
    enabled,
  });

function useInvalidateNavigation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: navigationKey });
    void client.invalidateQueries({ queryKey: homeFrameKey });
  };
}

/** Add or change an entry; resolves to the envelope so the dialog can show the server's refusal. */
export function useSubmitNavigation() {
  const invalidate = useInvalidateNavigation();
  return useMutation({
    mutationFn: (input: NavigationSubmitInput) => call(navigationSubmit, { body: input }),
    onSuccess: (env) => {
      if (env.status === 1000) invalidate();
    },
  });
}

/** Switch on/off, remove or reorder. */
export function useConfigureNavigation() {
  const invalidate = useInvalidateNavigation();
  return useMutation({
    mutationFn: (action: NavigationConfigAction) => call(navigationConfig, { body: action }),
    onSuccess: (env) => {
      if (env.status === 1000) invalidate();
    },
  });
}

// Shell reads: fetched again whenever the header or footer mounts (staleTime 0), so a change shows on the next home-page load.

export const useTopMenu = () =>
  useQuery({ queryKey: [...homeFrameKey, 'topMenu'], queryFn: () => unwrap(call(getTopMenu, { body: {} })), retry: 1, staleTime: 0 });

export const useBusinessConfigMenu = () =>
  useQuery({
    queryKey: [...homeFrameKey, 'businessConfigMenu'],
    queryFn: () => unwrap(call(getBusinessConfigMenu, { body: {} })),
    retry: 1,
    staleTime: 0,
  });

export const useFooterInfo = () =>
  useQuery({ queryKey: [...homeFrameKey, 'footer'], queryFn: () => unwrap(call(getFooterInfo, { body: {} })), retry: 1, staleTime: 0 });
