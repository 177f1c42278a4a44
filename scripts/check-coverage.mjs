#!/usr/bin/env node
// Checks docs/SPEC-COVERAGE.md against the tree (issue 9 "Coverage map"): every implementation cell names files
// that exist (and, after `#`, a symbol that occurs in the file), every test cell names a test file that exists and
// test names that occur in it, every status is `covered`, `gap: …` or `n/a: …`, a covered row names both an
// implementation and a test, and the summary line states the counts the tables hold. A renamed test, file or
// symbol therefore fails CI instead of leaving a row that points at nothing. Plain ESM without dependencies.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADER = ['SPEC item', 'implementation', 'test', 'status'];
/** A test cell lists entries separated by `<br>`; each is `` `path` › name › name … `` (a describe, then an it). */
const ENTRY_SEPARATOR = /<br\s*\/?>/i;
const NAME_SEPARATOR = ' › ';
/** A backticked file reference in an implementation cell, optionally with `#symbol`; other code spans are prose. */
const FILE_REF = /^[\w./-]+\.(?:ts|tsx|mts|mjs|js|css|html|json|glsl|frag|vert|md)(?:#.+)?$/;
/** Rows the lead fills once the helpers working on them report (they count as gaps until then). */
const IN_PROGRESS = 'gap: in progress';
const SUMMARY = /^\*\*Rows: (\d+) — covered (\d+) · gap (\d+) \(of which in progress (\d+)\) · n\/a (\d+)\*\*$/m;

/** Splits a markdown table line into its cells; `\|` is a literal bar inside a cell. */
function cellsOf(line) {
  const cells = [];
  let current = '';
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\' && body[i + 1] === '|') {
      current += '|';
      i++;
    } else if (ch === '|') {
      cells.push(current.trim());
      current = '';
    } else current += ch;
  }
  cells.push(current.trim());
  return cells;
}

/** Test names as the file's source spells them, with the string escapes a name may carry undone. */
function unescapedSource(text) {
  return text.replace(/\\(['"`])/g, '$1');
}

/** Every coverage row of the document: the four cells and the line number (1-based). */
export function readRows(markdown) {
  const rows = [];
  let inTable = false;
  markdown.split('\n').forEach((line, index) => {
    if (!line.trim().startsWith('|')) {
      inTable = false;
      return;
    }
    const cells = cellsOf(line);
    if (cells.length === HEADER.length && cells.every((cell, i) => cell === HEADER[i])) {
      inTable = true;
      return;
    }
    if (!inTable || cells.every((cell) => /^:?-{3,}:?$/.test(cell))) return;
    const [item = '', implementation = '', test = '', status = ''] = cells;
    rows.push({ line: index + 1, cells: cells.length, item, implementation, test, status });
  });
  return rows;
}

/** `path` or `path#symbol` from every backticked reference in an implementation cell. */
function implementationRefs(cell) {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((ref) => FILE_REF.test(ref));
}

/** `{file, names}` for every entry of a test cell; a malformed entry is returned with `error`. */
function testRefs(cell) {
  if (cell === '') return [];
  return cell.split(ENTRY_SEPARATOR).map((entry) => {
    const match = /^\s*`([^`]+)`\s*›\s*(.+?)\s*$/.exec(entry);
    if (!match) return { error: `test entry "${entry.trim()}" is not \`path\` › test name` };
    return { file: match[1], names: match[2].split(NAME_SEPARATOR).map((name) => name.trim()) };
  });
}

function statusKind(status) {
  if (status === 'covered') return 'covered';
  if (status.startsWith(IN_PROGRESS)) return 'in progress';
  if (/^gap: \S/.test(status)) return 'gap';
  if (/^n\/a: \S/.test(status)) return 'n/a';
  return null;
}

/**
 * Checks the coverage document against the tree rooted at `root`.
 * @param {{ root?: string, doc?: string }} [options]
 * @returns {{ rows: number, counts: { covered: number, gap: number, inProgress: number, na: number }, problems: string[] }}
 */
export function checkCoverage(options = {}) {
  const root = options.root ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const docPath = options.doc ?? join(root, 'docs', 'SPEC-COVERAGE.md');
  const problems = [];
  if (!existsSync(docPath)) return { rows: 0, counts: { covered: 0, gap: 0, inProgress: 0, na: 0 }, problems: [`${docPath}: missing`] };
  const markdown = readFileSync(docPath, 'utf8');
  const rows = readRows(markdown);
  const counts = { covered: 0, gap: 0, inProgress: 0, na: 0 };
  const sources = new Map();
  const source = (file) => {
    if (!sources.has(file)) sources.set(file, existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null);
    return sources.get(file);
  };

  for (const row of rows) {
    const where = `line ${row.line} (${row.item.slice(0, 60)})`;
    if (row.cells !== HEADER.length) problems.push(`${where}: ${row.cells} cells, expected ${HEADER.length} (escape a bar in a cell as \\|)`);
    const kind = statusKind(row.status);
    if (kind === null) problems.push(`${where}: status "${row.status}" is not covered, gap: <what is missing> or n/a: <reason>`);
    else if (kind === 'covered') counts.covered++;
    else if (kind === 'n/a') counts.na++;
    else {
      counts.gap++;
      if (kind === 'in progress') counts.inProgress++;
    }

    const impls = implementationRefs(row.implementation);
    for (const ref of impls) {
      const [file, symbol] = ref.split('#');
      const text = source(file);
      if (text === null) problems.push(`${where}: implementation file ${file} does not exist`);
      else if (symbol && !text.includes(symbol)) problems.push(`${where}: ${symbol} does not occur in ${file}`);
    }

    const tests = testRefs(row.test);
    for (const ref of tests) {
      if (ref.error) {
        problems.push(`${where}: ${ref.error}`);
        continue;
      }
      const text = source(ref.file);
      if (text === null) {
        problems.push(`${where}: test file ${ref.file} does not exist`);
        continue;
      }
      const plain = unescapedSource(text);
      for (const name of ref.names) if (!plain.includes(name)) problems.push(`${where}: no test named "${name}" in ${ref.file}`);
    }

    if (kind === 'covered' && impls.length === 0) problems.push(`${where}: a covered row names no implementation file`);
    if (kind === 'covered' && tests.length === 0) problems.push(`${where}: a covered row names no test`);
  }

  if (rows.length === 0) problems.push(`${docPath}: no coverage table (header | ${HEADER.join(' | ')} |) found`);
  const summary = SUMMARY.exec(markdown);
  const expected = `**Rows: ${rows.length} — covered ${counts.covered} · gap ${counts.gap} (of which in progress ${counts.inProgress}) · n/a ${counts.na}**`;
  if (!summary) problems.push(`summary line missing; it should read: ${expected}`);
  else if (summary[0] !== expected) problems.push(`summary line is out of date; it should read: ${expected}`);
  return { rows: rows.length, counts, problems };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { rows, counts, problems } = checkCoverage();
  if (problems.length > 0) {
    console.error(`docs/SPEC-COVERAGE.md: ${problems.length} broken row(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`docs/SPEC-COVERAGE.md: ${rows} rows OK (covered ${counts.covered}, gap ${counts.gap} of which in progress ${counts.inProgress}, n/a ${counts.na})`);
}
