import { type Envelope, mpManageReadAll, type ResultOf } from '@onehall/contract';
import { call, isOk } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { messageKeys } from './keys.ts';

export function postReadAll(mpId?: string): Promise<Envelope<ResultOf<typeof mpManageReadAll>>> {
  return call(mpManageReadAll, { body: mpId ? { mpId } : {} });
}

/** Marks every message read, or those of one account; everything the centre shows refreshes. */
export function useReadAll() {
  return useEnvelopeMutation(async (mpId: string | undefined) => {
    const env = await postReadAll(mpId);
    // Every important notice is read now; one account's cannot be told apart in the pop-up, which a refresh would not change.
    if (isOk(env) && !mpId) useUiStore.getState().dismissNotices();
    return env;
  }, messageKeys.centre);
}
