export const MB = 1024 * 1024;

export interface Measured<T> {
  result: T;
  seconds: number;
  peakMb: number;
  /** Resident memory when the step began (after the full collection): the peak less this is the step's own. */
  startMb: number;
}

/**
 * Peak resident memory while `work` runs, sampled every 10 ms. A full
 * collection first (the scripts run node with --expose-gc), so a step starts
 * from what the process holds, not from the garbage of the step before it.
 */
export async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = process.hrtime.bigint();
  try {
    const result = await work();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds, peakMb: peak / MB, startMb: start / MB };
  } finally {
    clearInterval(timer);
  }
}
