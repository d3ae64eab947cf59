// The embedded database's WAL checkpoints, on a thread of their own (wal-checkpointer.ts).
// Plain CommonJS: Node 20 gives worker threads no TypeScript loader.
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');

const timer = setInterval(() => {
  try {
    // PASSIVE copies what no reader still needs and never makes a writer wait.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy or locked database: the next tick tries again.
  }
}, workerData.intervalMs);

parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
