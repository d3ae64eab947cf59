import { type NavigationConfigAction, navigationConfig } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { homeFrameKey, navigationKey } from './keys.ts';

export const configureNavigation = (action: NavigationConfigAction) => call(navigationConfig, { body: action });

/** Switch on/off, remove or reorder. */
export const useConfigureNavigation = () => useEnvelopeMutation(configureNavigation, navigationKey, homeFrameKey);
