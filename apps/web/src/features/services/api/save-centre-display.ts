import { type ServiceListItem, saveApplicationCentreDisplay, saveProcessCentreDisplay } from '@onehall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/client.ts';
import { reportError } from '../../../api/errors.ts';
import { unwrap } from '../../../api/unwrap.ts';
import type { CentreName } from './get-centre-display.ts';

export function postCentreDisplay(centre: CentreName, serviceIds: string[]): Promise<ServiceListItem[]> {
  const def = centre === 'APPLICATION' ? saveApplicationCentreDisplay : saveProcessCentreDisplay;
  return unwrap(call(def, { body: { serviceIds } }));
}

/** Replaces what a centre shows. */
export function useSaveCentreDisplay(centre: CentreName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (serviceIds: string[]) => postCentreDisplay(centre, serviceIds),
    onSuccess: (saved) => {
      client.setQueryData(['servicesConfig', 'centre', centre], saved);
      void client.invalidateQueries({ queryKey: ['services', 'customPage'] });
    },
    onError: (error) => reportError({ msg: error.message }),
  });
}
