import { deptUnlinkServices } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { threeListsKeys } from '../keys.ts';
import type { LinkBody } from './link-services.ts';

/** Unlinks services from a duty (ospDeptInfo/unlinkService); answers the duty's link count. */
export const unlinkServices = (body: LinkBody) => call(deptUnlinkServices, { body });

export const useUnlinkServices = () => useEnvelopeMutation(unlinkServices, threeListsKeys.all);
