import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCoverage, readRows } from './check-coverage.mjs';

const HEADER = '| SPEC item | implementation | test | status |\n|---|---|---|---|';

describe('docs/SPEC-COVERAGE.md', () => {
  it('names only files, symbols and tests that exist, and its summary matches its rows', () => {
    const { rows, problems } = checkCoverage();
    expect(problems).toEqual([]);
    expect(rows).toBeGreaterThan(0);
  });
});

describe('checkCoverage', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A throwaway tree with one source file, one test file and the given coverage document. */
  function tree(doc: string): string {
    const root = mkdtempSync(join(tmpdir(), 'coverage-'));
    dirs.push(root);
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'thing.ts'), 'export const THING_MS = 500;\n');
    writeFileSync(join(root, 'src', 'thing.test.ts'), "describe('thing', () => {\n  it('waits 500 ms and it\\'s | piped', () => {});\n});\n");
    writeFileSync(join(root, 'doc.md'), doc);
    return root;
  }
  const check = (doc: string) => {
    const root = tree(doc);
    return checkCoverage({ root, doc: join(root, 'doc.md') });
  };
  const summary = (rows: number, covered: number, gap: number, progress: number, na: number) =>
    `**Rows: ${rows} — covered ${covered} · gap ${gap} (of which in progress ${progress}) · n/a ${na}**`;

  it('accepts a row whose file, symbol and test (describe › it, escapes undone) exist', () => {
    const doc = `${summary(1, 1, 0, 0, 0)}\n\n${HEADER}\n| x | \`src/thing.ts#THING_MS\` | \`src/thing.test.ts\` › thing › waits 500 ms and it's \\| piped | covered |\n`;
    expect(check(doc)).toEqual({ rows: 1, counts: { covered: 1, gap: 0, inProgress: 0, na: 0 }, problems: [] });
  });

  it('names the line of a renamed test, a missing file, a missing symbol and a bad status', () => {
    const doc = [
      summary(4, 1, 1, 0, 1),
      '',
      HEADER,
      '| a | `src/thing.ts` | `src/thing.test.ts` › waits 600 ms | covered |',
      '| b | `src/gone.ts` | | gap: not implemented |',
      '| c | `src/thing.ts#OTHER_MS` | `src/nope.test.ts` › x | n/a: reason |',
      '| d | | | done |',
    ].join('\n');
    const { problems } = check(doc);
    expect(problems).toEqual([
      'line 5 (a): no test named "waits 600 ms" in src/thing.test.ts',
      'line 6 (b): implementation file src/gone.ts does not exist',
      'line 7 (c): OTHER_MS does not occur in src/thing.ts',
      'line 7 (c): test file src/nope.test.ts does not exist',
      'line 8 (d): status "done" is not covered, gap: <what is missing> or n/a: <reason>',
    ]);
  });

  it('wants a test and an implementation for a covered row, and lets gaps and n/a rows leave them empty', () => {
    const doc = `${summary(3, 1, 1, 1, 1)}\n\n${HEADER}\n| a | | | covered |\n| b | | | gap: in progress (issue 9) |\n| c | | | n/a: SPEC says "not shown" |\n`;
    expect(check(doc).problems).toEqual(['line 5 (a): a covered row names no implementation file', 'line 5 (a): a covered row names no test']);
  });

  it('says what the summary line should read when the counts change', () => {
    const doc = `${summary(1, 1, 0, 0, 0)}\n\n${HEADER}\n| a | | | gap: no test |\n`;
    expect(check(doc).problems).toEqual([`summary line is out of date; it should read: ${summary(1, 0, 1, 0, 0)}`]);
  });

  it('reads only the rows of coverage tables, and a bar escaped inside a cell', () => {
    const rows = readRows(`| other | table |\n|---|---|\n| not | a row |\n\n${HEADER}\n| a \\| b | | | n/a: x |\n`);
    expect(rows).toEqual([{ line: 7, cells: 4, item: 'a | b', implementation: '', test: '', status: 'n/a: x' }]);
  });
});
