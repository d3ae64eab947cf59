const DEFAULT_DURATION_SEC = 8;

/** Seconds per loaded target from `BENCH_DURATION`: whole seconds from 1 to 600, default 8. */
export function benchDuration(raw = process.env.BENCH_DURATION): number {
  if (raw === undefined || raw === '') return DEFAULT_DURATION_SEC;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 600)
    throw new Error(`BENCH_DURATION must be whole seconds from 1 to 600, got "${raw}"`);
  return value;
}

/**
 * Ends the process with status 2 once `limitSec` has passed: a run that long is
 * a hang, and a bench must end by itself. Returns the function that disarms it.
 */
export function startWatchdog(limitSec: number): () => void {
  const watchdog = setTimeout(() => {
    console.error('benchmark did not finish in time');
    process.exit(2);
  }, limitSec * 1000);
  watchdog.unref();
  return () => clearTimeout(watchdog);
}

/**
 * Runs a bench's `main` and exits with the status it returns (1 when it throws).
 * Exits explicitly: a handle some server piece forgets to close must not keep the bench running.
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
