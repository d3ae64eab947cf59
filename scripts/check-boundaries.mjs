#!/usr/bin/env node
// The boundaries of docs/CONVENTIONS.md, run by `npm test`:
//   - the import rules of .dependency-cruiser.cjs (no cycles, no web feature
//     importing another feature or the app shell, a contract that imports no app);
//   - a server module reads and writes only its own tables (those its tables.ts
//     types, as db/schema.ts composes them), apart
//     from the cross-module reads still listed in KNOWN_CROSS_READS, a list that
//     may only shrink: an entry no longer needed fails the check too.
// Before checking the tree it checks itself on a small fixture with one breach
// of each rule, so a check that silently stopped finding anything fails.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rules = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs'));

/**
 * Which module owns each table: the module whose `tables.ts` defines its row
 * type, as db/schema.ts composes them. A table typed in db/schema.ts itself
 * belongs to the platform, which no module may query.
 */
function tableOwners(schemaFile) {
  const text = readFileSync(schemaFile, 'utf8');
  const typeOwner = new Map();
  for (const m of text.matchAll(/import type \{([^}]*)\} from '\.\.\/modules\/([a-z-]+)\/tables\.ts'/g)) {
    for (const name of m[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean))
      typeOwner.set(name, m[2]);
  }
  const database = text.slice(text.indexOf('export interface Database {'));
  const owners = new Map();
  for (const m of database.slice(0, database.indexOf('\n}')).matchAll(/^\s+([a-z_]+): (\w+);/gm)) {
    owners.set(m[1], typeOwner.get(m[2]) ?? 'platform');
  }
  return owners;
}

/**
 * Reads of another module's tables that predate the rule (issue 12, item 3:
 * each is to become a call of the owner's service). Module → tables it still
 * names although another module owns them.
 */
const KNOWN_CROSS_READS = {
  auth: ['users'],
  duties: ['depts'],
  navigation: ['tenants'],
  services: ['depts', 'users'],
  todo: ['users'],
};

const QUERY = /\b(?:selectFrom|updateTable|insertInto|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|with)\(\s*['"`]([a-z_]+)/g;

/** Tables named in queries by each module under `modulesDir`, test files aside. */
function tablesByModule(modulesDir) {
  const found = {};
  for (const module of readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const dir = path.join(modulesDir, module.name);
    const tables = new Map();
    found[module.name] = tables;
    for (const file of readdirSync(dir, { recursive: true })) {
      if (!String(file).endsWith('.ts') || String(file).endsWith('.test.ts')) continue;
      for (const match of readFileSync(path.join(dir, String(file)), 'utf8').matchAll(QUERY)) {
        tables.set(match[1], path.join(module.name, String(file)));
      }
    }
  }
  return found;
}

function tableProblems(modulesDir, owners, known) {
  const problems = [];
  const used = new Set();
  for (const [module, tables] of Object.entries(tablesByModule(modulesDir))) {
    for (const [table, file] of tables) {
      const owner = owners.get(table);
      if (owner === module) continue;
      if (!owner) {
        problems.push(`table ${table} (named in ${file}) is not in db/schema.ts`);
        continue;
      }
      if (known[module]?.includes(table)) {
        used.add(`${module}:${table}`);
        continue;
      }
      problems.push(`module ${module} queries ${owner}'s table ${table} (${file}): call the ${owner} module's service instead`);
    }
  }
  for (const [module, tables] of Object.entries(known)) {
    for (const table of tables) {
      if (!used.has(`${module}:${table}`))
        problems.push(`KNOWN_CROSS_READS lists ${module} → ${table}, which is no longer read: remove it`);
    }
  }
  return problems;
}

async function importProblems(baseDir, dirs) {
  const result = await cruise(dirs, {
    baseDir,
    ruleSet: { forbidden: rules.forbidden },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    validate: true,
  });
  return result.output.summary.violations.map((v) => {
    const via = v.cycle?.length ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : '';
    return `${v.rule.name}: ${v.from} → ${v.to}${via}`;
  });
}

/** A throw-away tree with one breach of each rule; every one must be reported. */
async function selfTest() {
  const dir = mkdtempSync(path.join(tmpdir(), 'onehall-boundaries-'));
  const put = (file, text) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  try {
    put('apps/web/src/features/alpha/pages/a.tsx', "import { b } from '../../beta/api/b.ts';\nexport const a = b;\n");
    put('apps/web/src/features/beta/api/b.ts', 'export const b = 1;\n');
    put('apps/web/src/features/beta/pages/p.tsx', "import { shell } from '../../../app/shell.ts';\nexport const p = shell;\n");
    put('apps/web/src/app/shell.ts', 'export const shell = 1;\n');
    put('apps/server/src/x.ts', "import { y } from './y.ts';\nexport const x = () => y;\n");
    put('apps/server/src/y.ts', "import { x } from './x.ts';\nexport const y = () => x;\n");
    put('apps/server/src/modules/todo/repo.ts', "export const q = (db) => db.selectFrom('services').selectAll();\n");
    const found = [
      ...(await importProblems(dir, ['apps'])),
      ...tableProblems(
        path.join(dir, 'apps/server/src/modules'),
        new Map([
          ['services', 'services'],
          ['users', 'users'],
        ]),
        { todo: ['users'] },
      ),
    ];
    const expected = [
      /^feature-to-feature: apps\/web\/src\/features\/alpha\/pages\/a\.tsx → apps\/web\/src\/features\/beta\/api\/b\.ts/,
      /^feature-to-app: apps\/web\/src\/features\/beta\/pages\/p\.tsx → apps\/web\/src\/app\/shell\.ts/,
      /^no-cycles: apps\/server\/src\/(x|y)\.ts/,
      /^module todo queries services's table services/,
      /^KNOWN_CROSS_READS lists todo → users/,
    ];
    const missed = expected.filter((re) => !found.some((line) => re.test(line)));
    if (missed.length > 0) {
      console.error(`[boundaries] the check missed breaches planted in its fixture: ${missed.join(', ')}\nit found: ${found.join('\n')}`);
      return false;
    }
    return true;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (!(await selfTest())) process.exit(1);
const problems = [
  ...(await importProblems(root, ['apps/server/src', 'apps/web/src', 'packages/contract/src'])),
  ...tableProblems(
    path.join(root, 'apps/server/src/modules'),
    tableOwners(path.join(root, 'apps/server/src/db/schema.ts')),
    KNOWN_CROSS_READS,
  ),
];
if (problems.length > 0) {
  console.error(`[boundaries] ${problems.length} problem(s) (docs/CONVENTIONS.md):`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log('[boundaries] no import cycles, no cross-feature imports, every table queried by its own module (or a listed older read)');
