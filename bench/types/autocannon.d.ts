// autocannon ships no types; this declares only the programmatic API the benchmark uses.
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Requests sent in turn on each connection (service search cycles its queries). */
    requests?: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> }[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Load generators on worker threads; the results are merged. */
    workers?: number;
    timeout?: number;
  }

  export interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    requests: Stats & { total: number };
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
