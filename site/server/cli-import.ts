import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importModule, openDb } from './db.ts';
import { serverPaths } from './paths.ts';

const USAGE = 'usage: node --import tsx site/server/cli-import.ts <module.json> [...]   (database: $STRATA_DB or data/strata.sqlite)';

const files = process.argv.slice(2);
if (files.length === 0 || files.includes('--help') || files.includes('-h')) {
  console.error(USAGE);
  process.exit(files.length === 0 ? 2 : 0);
}

const { dbFile } = serverPaths();
const db = openDb(dbFile);
let failures = 0;
for (const file of files) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (err) {
    failures++;
    console.error(`${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`);
    continue;
  }
  try {
    const r = importModule(db, json);
    console.log(`${r.updated ? 'updated' : 'imported'} ${file} → id ${r.id}, alias "${r.alias}", title "${r.title}"`);
  } catch (err) {
    failures++;
    console.error(`${file}: not an SR7 module export: ${(err as Error).message}`);
  }
}
db.close();
console.log(`${files.length - failures} of ${files.length} file(s) imported into ${dbFile}`);
process.exit(failures > 0 ? 1 : 0);
