import type { Envelope } from '@onehall/contract';
import { unwrap } from '../../../api/unwrap.ts';

/** A landing section's result; its error says 加载失败 when the server gave no reason. */
export const loaded = <T>(pending: Promise<Envelope<T>>) => unwrap(pending, '加载失败');
