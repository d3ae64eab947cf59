/**
 * Environment every OneHall server process starts with (npm start, the
 * benchmarks' and the cluster test's nodes; docs/deploy.md sets the same in
 * its systemd units). glibc raises its mmap threshold to the size of the
 * largest block freed, so after the first sign-in each thread that hashed a
 * password (argon2id, 19 MiB) keeps that much in its arena for good: about
 * 60–80 MB of a node's memory. A fixed threshold hands such blocks back.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' };
