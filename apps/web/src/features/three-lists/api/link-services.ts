import { type BodyOf, deptLinkServices } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { threeListsKeys } from '../keys.ts';

export type LinkBody = BodyOf<typeof deptLinkServices>;

/** Links services to a duty (ospDeptInfo/linkService); answers the duty's link count. */
export const linkServices = (body: LinkBody) => call(deptLinkServices, { body });

export const useLinkServices = () => useEnvelopeMutation(linkServices, threeListsKeys.all);
