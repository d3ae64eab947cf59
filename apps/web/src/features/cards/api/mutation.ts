import type { Envelope } from '@onehall/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A configuration write: resolves to the envelope (the form decides how a
 * refusal is shown, e.g. the server's "type still has cards" message) and
 * refreshes the given lists when the server accepted it.
 */
export function useEnvelopeMutation<I, R>(fn: (input: I) => Promise<Envelope<R>>, ...refresh: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (env) => {
      if (env.status !== 1000) return;
      for (const key of refresh) void client.invalidateQueries({ queryKey: key });
    },
  });
}
