import { type BodyOf, type Envelope, type ResultOf, rateService } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, isOk } from '../../../api/client.ts';

export type RateBody = BodyOf<typeof rateService>;

/**
 * Rates a service. The envelope comes back whole: a sensitive-word refusal
 * (status 1004) is shown in a dialog by the form, not as a toast.
 */
export function postRate(body: RateBody): Promise<Envelope<ResultOf<typeof rateService>>> {
  return call(rateService, { body });
}

export function useRateService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postRate,
    onSuccess: (env, body) => {
      if (!isOk(env)) return;
      void client.invalidateQueries({ queryKey: ['services', 'rateDetail', body.serviceId] });
      void client.invalidateQueries({ queryKey: ['services', 'myScore', body.serviceId] });
      void client.invalidateQueries({ queryKey: ['services', 'canRate', body.serviceId] });
      void client.invalidateQueries({ queryKey: ['services', 'page'] });
    },
  });
}
