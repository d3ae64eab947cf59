import autocannon, { type Result } from 'autocannon';
import { asChild } from './child.ts';

/**
 * The load generator of lib/load.ts, run in a process of its own: the
 * server's process then spends CPU only on serving, so its CPU time per
 * request can be read beside the requests per second.
 */
export interface LoadOrder {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  requests?: { body: string }[];
  connections: number;
  seconds: number;
}

await asChild<Result>(import.meta.url, async ([order]) => {
  const { seconds, ...options } = JSON.parse(order as string) as LoadOrder;
  return autocannon({ ...options, duration: seconds });
});
