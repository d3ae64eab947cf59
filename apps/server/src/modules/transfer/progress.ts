import type { TransferExportProgress, TransferImportProgress } from '@onehall/contract';
import type { Cache } from '../../platform/cache/cache.ts';
import { PROGRESS_TTL_MS } from '../../platform/jobs/job-progress.ts';

/**
 * A transfer job's progress, kept in the cache under its job key so every
 * node's poller reads the same thing. `beatAt` is refreshed with every report:
 * a running job whose beat stops has lost its process.
 */
export interface TransferState {
  state: 'waiting' | 'active' | 'completed' | 'failed';
  startedAt: string;
  beatAt: string;
  finishedAt: string | null;
  totalNum: number;
  finishNum: number;
  /** 0..100 */
  percent: number;
  errorMsg: string | null;
  // export
  url: string;
  fileName: string;
  // import
  newInsertNum: number;
  updateNum: number;
  jumpNum: number;
  failNum: number;
  errorKey: string;
}

/** A job whose progress has not moved for this long is taken for dead (its process crashed or was killed). */
export const STALE_AFTER_MS = 60_000;

export const stateKey = (key: string) => `transfer:${key}`;

export function initialState(now: string): TransferState {
  return {
    state: 'waiting',
    startedAt: now,
    beatAt: now,
    finishedAt: null,
    totalNum: 0,
    finishNum: 0,
    percent: 0,
    errorMsg: null,
    url: '',
    fileName: '',
    newInsertNum: 0,
    updateNum: 0,
    jumpNum: 0,
    failNum: 0,
    errorKey: '',
  };
}

export function saveState(cache: Cache, key: string, state: TransferState): Promise<void> {
  return cache.set(stateKey(key), state, PROGRESS_TTL_MS);
}

export function loadState(cache: Cache, key: string): Promise<TransferState | undefined> {
  return cache.get<TransferState>(stateKey(key));
}

/** "1分05秒", "12秒", "1小时02分". */
export function durationText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  if (s < 60) return `${s}秒`;
  if (s < 3600) return `${Math.floor(s / 60)}分${two(s % 60)}秒`;
  return `${Math.floor(s / 3600)}小时${two(Math.floor((s % 3600) / 60))}分`;
}

function timing(st: TransferState, now: Date) {
  const end = st.finishedAt ? new Date(st.finishedAt).getTime() : now.getTime();
  const elapsed = end - new Date(st.startedAt).getTime();
  const useTimeStr = durationText(elapsed);
  const done = st.state === 'completed' || st.state === 'failed';
  const canEstimate = !done && st.percent > 0 && st.percent < 100;
  const tryMathRemainTime = canEstimate ? durationText((elapsed * (100 - st.percent)) / st.percent) : done ? durationText(0) : '';
  return { useTimeStr, tryMathRemainTime, done };
}

export function toExportProgress(key: string, st: TransferState, now: Date): TransferExportProgress {
  const { useTimeStr, tryMathRemainTime, done } = timing(st, now);
  return {
    finishRate: Math.floor(st.percent),
    finished: done,
    useTimeStr,
    tryMathRemainTime,
    totalNum: st.totalNum,
    finishNum: st.finishNum,
    errorMsg: st.errorMsg,
    redisKey: key,
    state: st.state,
    result: st.state === 'completed' ? { url: st.url, fileName: st.fileName } : null,
  };
}

export function toImportProgress(key: string, st: TransferState): TransferImportProgress {
  const done = st.state === 'completed' || st.state === 'failed';
  return {
    newInsertNum: st.newInsertNum,
    updateNum: st.updateNum,
    jumpNum: st.jumpNum,
    failNum: st.failNum,
    successNum: st.newInsertNum + st.updateNum,
    finished: done,
    errorKey: st.errorKey || null,
    redisKey: key,
    totalNum: st.totalNum,
    finishNum: st.finishNum,
    finishRate: Math.floor(st.percent),
    errorMsg: st.errorMsg,
    state: st.state,
  };
}
