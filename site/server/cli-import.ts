import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importModule, openDb } from './db.ts';
import { FEED_TABLES, importFeedRows } from './feeds-db.ts';
import { serverPaths } from './paths.ts';

const USAGE = `usage: node --import tsx site/server/cli-import.ts <module.json> [...] [--feeds <dir>]
  <module.json>   SR7 module exports (or get_full_slider_object replies); same alias = replaced in place
  --feeds <dir>   also import <dir>/posts.json, products.json, media.json (rows with the same id are replaced)
  --media-base <path>  resolve the modules' relative media paths (assets/x.png) against this site path,
                  e.g. /sr7/ for ../shared/fixtures/sr7 (served there); default: leave them as they are
  database: $STRATA_DB or data/strata.sqlite`;

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.error(USAGE);
  process.exit(args.length === 0 ? 2 : 0);
}
const files: string[] = [];
const feedDirs: string[] = [];
let mediaBase: string | undefined;
for (let i = 0; i < args.length; i++) {
  const arg = args[i] as string;
  if (arg === '--media-base') {
    mediaBase = args[++i];
    if (!mediaBase) {
      console.error(`--media-base: a site path is required\n${USAGE}`);
      process.exit(2);
    }
  } else if (arg === '--feeds') {
    const dir = args[++i];
    if (!dir) {
      console.error(`--feeds: a folder is required\n${USAGE}`);
      process.exit(2);
    }
    feedDirs.push(dir);
  } else files.push(arg);
}

/** Editors on Windows save JSON with a byte-order mark, which JSON.parse refuses. */
function readJson(file: string): unknown {
  return JSON.parse(readFileSync(resolve(file), 'utf8').replace(/^\uFEFF/, ''));
}

const { dbFile } = serverPaths();
const db = openDb(dbFile);
let failures = 0;
let imported = 0;
for (const file of files) {
  let json: unknown;
  try {
    json = readJson(file);
  } catch (err) {
    failures++;
    console.error(`${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`);
    continue;
  }
  try {
    const r = importModule(db, json, { mediaBase });
    imported++;
    console.log(`${r.updated ? 'updated' : 'imported'} ${file} → id ${r.id}, alias "${r.alias}", title "${r.title}"`);
  } catch (err) {
    failures++;
    console.error(`${file}: not an SR7 module export: ${(err as Error).message}`);
  }
}
let feedFiles = 0;
for (const dir of feedDirs) {
  const found = FEED_TABLES.filter((table) => existsSync(join(dir, `${table}.json`)));
  if (found.length === 0) {
    failures++;
    console.error(`--feeds ${dir}: none of ${FEED_TABLES.map((t) => `${t}.json`).join(', ')} is there`);
  }
  for (const table of found) {
    const file = join(dir, `${table}.json`);
    feedFiles++;
    try {
      console.log(`imported ${importFeedRows(db, table, readJson(file), file)} ${table} from ${file}`);
      imported++;
    } catch (err) {
      failures++;
      console.error(`${file}: ${(err as Error).message}`);
    }
  }
}
db.close();
console.log(`${imported} of ${files.length + feedFiles} file(s) imported into ${dbFile}`);
process.exit(failures > 0 ? 1 : 0);
