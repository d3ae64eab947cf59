import { parentPort, workerData } from 'node:worker_threads';
import { type SheetSpec, type SheetWriteMessage, XlsxStreamWriter } from './excel-writer.ts';

/*
 * The worker side of XlsxWriterAside: writes each batch of rows it is sent
 * and says so, then finishes the file when told. Any failure is unhandled
 * and fails the worker, which the export sees as its error.
 */

const port = parentPort as NonNullable<typeof parentPort>;
const writer = new XlsxStreamWriter(workerData as SheetSpec);

port.on('message', (message: SheetWriteMessage) => {
  if (message.kind === 'rows') {
    for (const row of message.rows) writer.add(row);
    port.postMessage('written');
  } else {
    void writer.finish().then(() => port.postMessage('finished'));
  }
});
