import { runMain } from './lib/run.ts';
import { median } from './lib/stats.ts';
import { printTable } from './lib/table.ts';
import { transferRound } from './lib/transfer-round.ts';

/**
 * Import and export benchmark of the embedded mode (README.md): a 100,000-row
 * duty list imported from .xlsx and exported back, each beside a bare ExcelJS
 * streaming read or write of the same rows in the same round (in a child
 * process, lib/bare-excel.ts), so the ratio says what OneHall's checks,
 * database and progress cost on top of the spreadsheet library on whatever
 * machine runs it. Rounds run one after another, each in a process of its
 * own (lib/transfer-round.ts); the ratios are judged on their medians, so
 * one round that a busy machine slows does not decide the verdict.
 */

const ROWS = Number(process.env.BENCH_TRANSFER_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_TRANSFER_ROUNDS ?? 5);

async function main(): Promise<number> {
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS > 20)
    throw new Error(`BENCH_TRANSFER_ROUNDS must be a whole number from 1 to 20, got "${process.env.BENCH_TRANSFER_ROUNDS}"`);
  const rounds = [];
  for (let i = 1; i <= ROUNDS; i++) {
    rounds.push(await transferRound(ROWS));
    console.error(`round ${i} of ${ROUNDS} done`);
  }

  const rate = (rows: number, seconds: number) => rows / seconds;
  const importRatios = rounds.map((r) => rate(ROWS, r.imported.seconds) / rate(ROWS, r.read.seconds));
  const exportRatios = rounds.map((r) => rate(r.exported.rows, r.exported.seconds) / rate(ROWS, r.write.seconds));
  const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

  console.log(`\nTransfer benchmark, embedded mode, ${ROWS} rows, file ${rounds[0]?.fileMb.toFixed(1)} MB, ${ROUNDS} rounds\n`);
  printTable(
    [
      'round',
      'bare write s',
      'bare read s',
      'import s',
      'import rows/s',
      'import / read',
      'export s',
      'export rows/s',
      'export / write',
      'before import MB',
      'import peak MB',
      'export peak MB',
    ],
    rounds.map((r, i) => [
      String(i + 1),
      r.write.seconds.toFixed(2),
      r.read.seconds.toFixed(2),
      r.imported.seconds.toFixed(2),
      rate(ROWS, r.imported.seconds).toFixed(0),
      percent(importRatios[i] as number),
      r.exported.seconds.toFixed(2),
      rate(r.exported.rows, r.exported.seconds).toFixed(0),
      percent(exportRatios[i] as number),
      r.imported.startMb.toFixed(0),
      `${r.imported.peakMb.toFixed(0)} (+${(r.imported.peakMb - r.imported.startMb).toFixed(0)})`,
      r.exported.peakMb.toFixed(0),
    ]),
  );
  const importRatio = median(importRatios);
  const exportRatio = median(exportRatios);
  const importPeak = Math.max(...rounds.map((r) => r.imported.peakMb));
  const exportPeak = Math.max(...rounds.map((r) => r.exported.peakMb));
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `\ntargets: import ≥ 80% of bare read: median ${percent(importRatio)} ${verdict(importRatio >= 0.8)}; ` +
      `import peak < 300 MB in every round: ${importPeak.toFixed(0)} MB ${verdict(importPeak < 300)}; ` +
      `export ≥ 50% of bare write: median ${percent(exportRatio)} ${verdict(exportRatio >= 0.5)}; ` +
      `export peak < 400 MB in every round: ${exportPeak.toFixed(0)} MB ${verdict(exportPeak < 400)}`,
  );
  return 0;
}

runMain(main);
