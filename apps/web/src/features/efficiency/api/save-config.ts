import { type BodyOf, effConfigSave } from '@onehall/contract';
import { call } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { efficiencyKeys } from '../keys.ts';

export type SaveConfigBody = BodyOf<typeof effConfigSave>;

/** Saves the sections present (layout, thresholds, semesters, schedule), each replacing its part; resolves to the envelope. */
export const saveEfficiencyConfig = (body: SaveConfigBody) => call(effConfigSave, { body });

/** Refreshes everything: the layout, the semesters and lateness all follow the configuration. */
export const useSaveEfficiencyConfig = () => useEnvelopeMutation(saveEfficiencyConfig, efficiencyKeys.all);
