import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoreProviders, createQueryClient } from '../../../app/providers.tsx';
import { ok } from '../../../test/fetch-routes.ts';
import { stubSignedFetch } from '../../../test/signed-fetch.ts';
import { useAdjustColumnOrder } from './card-column-adjust-order.ts';
import { useSubmitColumn } from './card-column-submit.ts';

afterEach(() => vi.unstubAllGlobals());

/** The home page's cached card data, as features/home keys it (['home', 'cardData', id]). */
const homeCardData = ['home', 'cardData', 'card-1'];

/** A configuration write as the page uses it: its hook, and an input it accepts. */
type Write = [name: string, hook: () => { mutateAsync: (input: never) => Promise<unknown> }, input: unknown];

const WRITES: Write[] = [
  ['adding a column', () => useSubmitColumn(), { cardId: 'card-1', columnName: '新栏目' }],
  ['re-ordering the columns', () => useAdjustColumnOrder(), { cardId: 'card-1', ids: ['a', 'b'] }],
];

describe('card configuration writes', () => {
  it.each(WRITES)(
    'should make the home page read its cards again after %s, so going back through the menu shows it',
    async (_, hook, input) => {
      // Card configuration answers are signed (SPEC §5): the request layer checks them.
      const fetch = stubSignedFetch();
      fetch.answer('/cardcolumnconfig/submit', ok(null));
      fetch.answer('/cardcolumnconfig/adjustOrder', ok(null));
      const client = createQueryClient();
      client.setQueryData(homeCardData, { columns: [] });
      const wrapper = ({ children }: { children: ReactNode }) => <CoreProviders queryClient={client}>{children}</CoreProviders>;
      const { result } = renderHook(hook, { wrapper });
      await act(async () => {
        await result.current.mutateAsync(input as never);
      });
      await waitFor(() => expect(client.getQueryState(homeCardData)?.isInvalidated).toBe(true));
    },
  );
});
