import type { Envelope } from '@onehall/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { isOk } from './client.ts';

/**
 * A write: resolves to the envelope (the caller decides what a refusal does,
 * e.g. shows the server's "type still has cards" through `reportError`, or
 * marks a form field) and refreshes the given queries when the server accepted it.
 */
export function useEnvelopeMutation<I, R>(fn: (input: I) => Promise<Envelope<R>>, ...refresh: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (env) => {
      if (!isOk(env)) return;
      for (const key of refresh) void client.invalidateQueries({ queryKey: key });
    },
  });
}
