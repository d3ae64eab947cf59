import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startTestS3, type TestS3 } from '../../apps/server/test/s3-server.ts';
import { buildServer } from '../../scripts/server-build.mjs';
import { helloWorld } from '../lib/load.ts';
import { basicOf, createDatabase, listedServiceIds, productionSecrets, seedCampus } from './campus.ts';
import type { Account } from './load-client.ts';
import { testConfig } from './nginx.ts';
import {
  freePort,
  type Nginx,
  type NodeProcess,
  type OwnPostgres,
  type OwnRedis,
  startApiNode,
  startNginx,
  startPostgres,
  startRedis,
  startWorker,
  stop,
} from './processes.ts';

/** Connections per node's pool (apps/server/src/db/index.ts) – what max_connections must cover, with room for admin tools. */
export const POOL_SIZE = 10;
export const DATABASE = 'onehall';

/** The cluster on this machine: nginx → 2 API nodes (RUN_JOBS=false) and 1 worker, on a PostgreSQL, Redis and S3 of its own. */
export interface Cluster {
  dir: string;
  pg: OwnPostgres;
  redis: OwnRedis;
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  /** nginx's address in front of the nodes, and in front of the hello-world. */
  origin: string;
  helloOrigin: string;
  basic: string;
  accounts: Account[];
  serviceIds: string[];
  nodes: NodeProcess[];
  worker: NodeProcess;
  /** The worker's /metrics (its METRICS_PORT). */
  workerMetrics: string;
  startNode(index: number): Promise<void>;
  startWorker(): Promise<void>;
  close(): Promise<void>;
}

export async function startCluster(students: number, log: (line: string) => void): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'onehall-cluster-'));
  const logDir = path.join(dir, 'logs');
  const started: { pg?: OwnPostgres; redis?: OwnRedis; s3?: TestS3; nginx?: Nginx; hello?: FastifyInstance } = {};
  const nodes: NodeProcess[] = [];
  let worker: NodeProcess | undefined;
  const close = async () => {
    await Promise.all([...nodes, worker].map((n) => stop(n?.process)));
    await started.nginx?.close();
    await started.hello?.close();
    await started.redis?.close();
    await started.pg?.close();
    await started.s3?.close();
    if (!process.env.CLUSTER_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  try {
    mkdirSync(logDir);
    // The nodes run compiled, as in production (docs/deploy.md).
    await buildServer();
    // Two nodes and a worker, a pool each, plus the seeding and checking clients.
    [started.pg, started.redis, started.s3] = await Promise.all([startPostgres(dir, 3 * POOL_SIZE + 20), startRedis(dir), startTestS3()]);
    const pg = started.pg;
    await createDatabase(pg.url('postgres'), DATABASE);
    const s3 = started.s3.config('cluster/');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...productionSecrets(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url(DATABASE),
      REDIS_URL: started.redis.url,
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.S3_ENDPOINT,
      S3_REGION: s3.S3_REGION,
      S3_BUCKET: s3.S3_BUCKET,
      S3_ACCESS_KEY_ID: s3.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY,
      S3_PREFIX: s3.S3_PREFIX,
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dir, 'no-web'),
    };
    // The nodes and worker must hash as production does, whatever ran this script.
    delete env.VITEST;
    const t0 = Date.now();
    const accounts = await seedCampus(env, students);
    log(`migrated and seeded (demo campus and ${students} students) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const [portA, portB, lbPort, helloPort, metricsPort] = await Promise.all(Array.from({ length: 5 }, freePort));
    const workerEnv = { ...env, METRICS_PORT: String(metricsPort) };
    const ports = [portA, portB] as number[];
    const t1 = Date.now();
    // Each is kept as soon as it is up, so a failed start still ends the others.
    await Promise.all([
      startApiNode('node-a', ports[0] as number, env, logDir).then((n) => (nodes[0] = n)),
      startApiNode('node-b', ports[1] as number, env, logDir).then((n) => (nodes[1] = n)),
      startWorker('worker', workerEnv, logDir).then((w) => (worker = w)),
    ]);
    log(`2 API nodes and 1 worker up in ${((Date.now() - t1) / 1000).toFixed(1)} s`);

    started.hello = helloWorld();
    await started.hello.listen({ host: '127.0.0.1', port: 0 });
    const hello = `127.0.0.1:${(started.hello.server.address() as { port: number }).port}`;
    const prefix = path.join(dir, 'nginx');
    const conf = path.join(dir, 'nginx.conf');
    const nodesAt = ports.map((p) => `127.0.0.1:${p}`);
    writeFileSync(conf, testConfig({ prefix, port: lbPort as number, nodes: nodesAt, helloPort: helloPort as number, hello }));
    started.nginx = await startNginx(prefix, conf, `http://127.0.0.1:${lbPort}/healthz`);

    const origin = `http://127.0.0.1:${lbPort}`;
    const serviceIds = await listedServiceIds(origin, basicOf(env));
    const cluster: Cluster = {
      dir,
      pg,
      redis: started.redis,
      env,
      databaseUrl: pg.url(DATABASE),
      origin,
      helloOrigin: `http://127.0.0.1:${helloPort}`,
      basic: basicOf(env),
      accounts,
      serviceIds,
      nodes,
      worker: worker as NodeProcess,
      workerMetrics: `http://127.0.0.1:${metricsPort}/metrics`,
      async startNode(index) {
        const old = nodes[index] as NodeProcess;
        nodes[index] = await startApiNode(old.name, old.port, env, logDir);
      },
      async startWorker() {
        worker = await startWorker('worker', workerEnv, logDir);
        cluster.worker = worker;
      },
      close,
    };
    return cluster;
  } catch (error) {
    console.error(`cluster logs: ${logDir} (kept)`);
    process.env.CLUSTER_KEEP = '1';
    await close();
    throw error;
  }
}
