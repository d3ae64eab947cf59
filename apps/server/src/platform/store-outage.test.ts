import { describe, expect, it } from 'vitest';
import { retryWhileStoreDown, storeUnavailable } from './store-outage.ts';

const down = (code: string) => Object.assign(new Error('store down'), { code });

describe('store outages', () => {
  it('should tell a restarting or unreachable store from a fault of the work', () => {
    expect(storeUnavailable(down('ECONNREFUSED'))).toBe(true);
    expect(storeUnavailable(down('57P01'))).toBe(true);
    expect(storeUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(storeUnavailable(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
    expect(storeUnavailable(down('23505'))).toBe(false);
    expect(storeUnavailable(new Error('duplicate key value'))).toBe(false);
    expect(storeUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('should try again while the store is down, and give up after the last wait', async () => {
    let tries = 0;
    const recovered = await retryWhileStoreDown(async () => {
      tries++;
      if (tries < 3) throw down('ECONNREFUSED');
      return 'done';
    }, [1, 1, 1]);
    expect(recovered).toBe('done');
    expect(tries).toBe(3);

    tries = 0;
    const outlasting = retryWhileStoreDown(async () => {
      tries++;
      throw down('57P03');
    }, [1, 1]);
    await expect(outlasting).rejects.toMatchObject({ code: '57P03' });
    expect(tries).toBe(3);
  });

  it('should not repeat work that failed for another reason', async () => {
    let tries = 0;
    const failing = retryWhileStoreDown(async () => {
      tries++;
      throw new Error('invalid row');
    }, [1, 1]);
    await expect(failing).rejects.toThrow('invalid row');
    expect(tries).toBe(1);
  });
});
