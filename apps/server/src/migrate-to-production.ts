import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { formatReport, moveToProduction } from './db/move-to-production.ts';
import { createFileStore } from './platform/files/create-file-store.ts';

/**
 * `npm run migrate:to-production -w @onehall/server -- --from data/onehall.db [--files data/files]`:
 * copies a stopped embedded installation into the production database and
 * file store that DATABASE_URL and FILE_STORE (config.ts) name, then prints
 * the counts of both sides (docs/design/migrate-to-production.md).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, files: { type: 'string' } } });
  if (!values.from) throw new Error('Name the embedded installation’s database: --from data/onehall.db');
  // npm runs a workspace's script in its folder; paths are meant from where it was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const sqliteFile = path.resolve(cwd, values.from);
  const filesDir = values.files ? path.resolve(cwd, values.files) : path.join(path.dirname(sqliteFile), 'files');
  const config = loadConfig();
  if (!/^postgres(ql)?:\/\//.test(config.DATABASE_URL)) throw new Error('DATABASE_URL must name the production PostgreSQL database');
  const files = await createFileStore(config);
  try {
    console.log(`Moving ${sqliteFile} and ${filesDir} into PostgreSQL and the ${config.FILE_STORE} file store …`);
    const report = await moveToProduction({ sqliteFile, filesDir }, { databaseUrl: config.DATABASE_URL, files }, (line) =>
      console.log(`  ${line}`),
    );
    console.log(`\n${formatReport(report)}`);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await files.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
