import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform, testModes } from '../../test/platforms.ts';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { S3FileStore } from '../platform/files/s3-file-store.ts';
import { seedDemoCampus } from '../seed/index.ts';
import { formatReport, moveToProduction } from './move-to-production.ts';

/** PostgreSQL is the target: the test runs where the machine offers it (the production pass). */
describe.runIf(testModes().includes('production'))('moving an embedded installation to production', () => {
  let embedded: TestPlatform;
  let production: TestPlatform;
  let s3: TestS3;
  let store: S3FileStore;
  const image = Buffer.from('\x89PNG fake image bytes');

  beforeAll(async () => {
    embedded = await createTestPlatform('embedded', { config: { RUN_JOBS: false } });
    await seedDemoCampus(embedded.platform);
    await embedded.platform.files.write('images/carousel-1.png', image);
    await embedded.platform.files.write('exports/report.xlsx', Buffer.alloc(70_000, 7));
    // An empty, migrated PostgreSQL database: the production platform's own.
    production = await createTestPlatform('production', { config: { RUN_JOBS: false } });
    s3 = await startTestS3();
    store = new S3FileStore(s3.settings('moved/'));
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await s3?.close();
    await production?.close();
    await embedded?.close();
  });

  const source = () => ({
    sqliteFile: embedded.platform.config.DATABASE_URL,
    filesDir: embedded.platform.config.FILES_DIR,
  });
  const target = () => ({ databaseUrl: production.platform.config.DATABASE_URL, files: store });

  it('should copy every table and file, count both sides alike and keep values as they were', async () => {
    const lines: string[] = [];
    const report = await moveToProduction(source(), target(), (line) => lines.push(line));
    // The whole report on failure: which table or the files differ, and by how much.
    expect(report.ok, formatReport(report)).toBe(true);
    // The two written here and the seed's own (carousel images, icons).
    expect(report.files.source).toBeGreaterThan(2);
    expect(report.files.target).toBe(report.files.source);
    const counts = Object.fromEntries(report.tables.map((t) => [t.table, t]));
    expect(counts.users?.source).toBeGreaterThan(10);
    expect(counts.depts?.source).toBeGreaterThan(1);
    for (const t of report.tables) expect(t.target, t.table).toBe(t.source);
    expect(lines).toContain(`files: ${report.files.source}`);
    expect(lines).toContain(`users: ${counts.users?.source} rows`);
    expect(formatReport(report)).toContain('Every table and file was copied.');

    // Text timestamps, JSON kept in text and 0/1 flags read back the same on both sides.
    const from = embedded.platform.db;
    const to = production.platform.db;
    const services = await from.selectFrom('services').selectAll().orderBy('id').execute();
    expect(await to.selectFrom('services').selectAll().orderBy('id').execute()).toEqual(services);
    expect(services.some((s) => s.visitor_visible === 1) && services.some((s) => s.visitor_visible === 0)).toBe(true);
    expect(services[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const users = await from.selectFrom('users').selectAll().orderBy('id').limit(20).execute();
    expect(await to.selectFrom('users').selectAll().orderBy('id').limit(20).execute()).toEqual(users);
    expect(await to.selectFrom('depts').selectAll().orderBy('id').execute()).toEqual(
      await from.selectFrom('depts').selectAll().orderBy('id').execute(),
    );

    expect(await store.read('images/carousel-1.png')).toEqual(image);
    expect(await store.size('exports/report.xlsx')).toBe(70_000);
  }, 120_000);

  it('should refuse a target database that already holds rows, changing nothing', async () => {
    const before = await production.platform.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    await expect(moveToProduction(source(), target(), () => undefined)).rejects.toThrow(/The target database is not empty \(.*users: \d+/);
    expect(
      await production.platform.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ).toEqual(before);
  }, 60_000);
});
