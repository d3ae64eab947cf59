import { type Envelope, mpManageReadMessage, type ResultOf } from '@onehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { call, isOk } from '../../../api/client.ts';
import { useEnvelopeMutation } from '../../../api/mutation.ts';
import { useUiStore } from '../../../stores/ui.ts';
import { messageKeys } from './keys.ts';

export type ReadResult = ResultOf<typeof mpManageReadMessage>;

export function postReadMessage(messageId: string): Promise<Envelope<ReadResult>> {
  return call(mpManageReadMessage, { body: { messageId } });
}

/**
 * Marks one message read (mpManage/readMessage): the bell takes the counts the
 * server answers, the notice leaves the pop-up, the accounts and lists refresh.
 */
export function useReadMessage() {
  const client = useQueryClient();
  return useEnvelopeMutation(
    async (messageId: string) => {
      const env = await postReadMessage(messageId);
      if (isOk(env)) {
        client.setQueryData(messageKeys.unread(), env.result);
        useUiStore.getState().removeNotice(messageId);
      }
      return env;
    },
    messageKeys.accounts(),
    messageKeys.pages(),
  );
}
