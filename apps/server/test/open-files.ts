import { readdirSync, readlinkSync } from 'node:fs';

/** How many of this process's file descriptors (worker threads' included) have `file` open. */
export function descriptorsOpenOn(file: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => targetOf(`/proc/self/fd/${fd}`) === file).length;
}

function targetOf(link: string): string | null {
  try {
    return readlinkSync(link);
  } catch {
    // The descriptor was closed between listing and reading it.
    return null;
  }
}
