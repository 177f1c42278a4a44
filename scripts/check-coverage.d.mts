export interface CoverageRow {
  /** 1-based line of the row in the document. */
  line: number;
  /** How many cells the row has (a coverage row has four). */
  cells: number;
  item: string;
  implementation: string;
  test: string;
  status: string;
}

export interface CoverageCounts {
  covered: number;
  gap: number;
  /** Gap rows marked `gap: in progress` (also counted in `gap`). */
  inProgress: number;
  na: number;
}

/** Every coverage row (tables headed `| SPEC item | implementation | test | status |`) of a markdown document. */
export function readRows(markdown: string): CoverageRow[];

/**
 * Checks docs/SPEC-COVERAGE.md (or `doc`) against the tree rooted at `root` (default: the repository): files,
 * symbols and test names must exist, statuses must be well formed, and the summary line must match the rows.
 */
export function checkCoverage(options?: { root?: string; doc?: string }): { rows: number; counts: CoverageCounts; problems: string[] };
