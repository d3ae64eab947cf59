import {
  type BodyOf,
  indexFooterInfoDetail,
  indexFooterInfoSubmit,
  indexNavigationList,
  indexNavigationRemove,
  indexNavigationSubmit,
} from '@onehall/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { unwrap } from '../../../api/unwrap.ts';

/** The home page's quick navigation (indexnavigationconfig) and footer (indexfooterinfo). */

const quickNavKey = ['cards', 'quickNav'] as const;
const footerKey = ['cards', 'footer'] as const;

export const useQuickNavigation = () =>
  useQuery({ queryKey: quickNavKey, queryFn: () => unwrap(call(indexNavigationList, { body: {} })), staleTime: 0 });

export const useSubmitQuickNavigation = () =>
  useEnvelopeMutation((body: BodyOf<typeof indexNavigationSubmit>) => call(indexNavigationSubmit, { body }), quickNavKey);

export const useRemoveQuickNavigation = () =>
  useEnvelopeMutation((id: string) => call(indexNavigationRemove, { body: { ids: id } }), quickNavKey);

export const useFooterInfo = () =>
  useQuery({ queryKey: footerKey, queryFn: () => unwrap(call(indexFooterInfoDetail, { body: {} })), staleTime: 0 });

export const useSubmitFooterInfo = () =>
  useEnvelopeMutation((body: BodyOf<typeof indexFooterInfoSubmit>) => call(indexFooterInfoSubmit, { body }), footerKey);
