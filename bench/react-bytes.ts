/**
 * How much of a built JS file is React (react, react-dom, scheduler), from its source map: every generated segment
 * is attributed to its original source, and the text of the segments that are not React's is what the file costs
 * without React. Used by bench/first-paint.ts for "bytes per entry, React excluded".
 */
const REACT_SOURCE = /(^|\/)node_modules\/(react|react-dom|scheduler)\//;

export interface RawSourceMap {
  readonly sources: readonly string[];
  readonly mappings: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one segment's Base64 VLQ fields. */
export function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = B64_VALUE.get(c);
    if (digit === undefined) throw new Error(`bad VLQ character ${JSON.stringify(c)}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return out;
}

/**
 * Splits generated code by where each segment came from: `groupOf(source)` names the group of every original source
 * (`null` for text no segment maps: glue, the bundler's runtime). Columns are UTF-16 offsets within a line (as source
 * maps count them). Returns each group's text, lines kept (so the pieces of one group compress as they would together).
 */
export function splitBySource(code: string, map: RawSourceMap, groupOf: (source: string | null) => string): Map<string, string> {
  const groups = map.sources.map((s) => groupOf(s.replace(/\\/g, '/')));
  const glue = groupOf(null);
  const out = new Map<string, string[]>();
  const add = (group: string, text: string) => {
    if (!text) return;
    const list = out.get(group);
    if (list) list.push(text);
    else out.set(group, [text]);
  };
  const lines = code.split('\n');
  const mapLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, i) => {
    const segments: { col: number; group: string }[] = [];
    let col = 0;
    for (const seg of (mapLines[i] ?? '').split(',')) {
      if (!seg) continue;
      const f = decodeVlq(seg);
      col += f[0] ?? 0;
      if (f.length >= 4) source += f[1] ?? 0;
      segments.push({ col, group: f.length >= 4 ? (groups[source] ?? glue) : glue });
    }
    add(glue, segments.length ? line.slice(0, segments[0]!.col) : line);
    segments.forEach((s, k) => add(s.group, line.slice(s.col, segments[k + 1]?.col ?? line.length)));
    add(glue, '\n');
  });
  return new Map([...out].map(([g, parts]) => [g, parts.join('')]));
}

/** Whether a source (as a source map names it) is React's: react, react-dom or scheduler. */
export const isReactSource = (source: string): boolean => REACT_SOURCE.test(source.replace(/\\/g, '/'));

/**
 * The area of the code base a source belongs to, for "what first paint is made of": `engine/<folder>` for the
 * engine, the top folder for the rest of ours (`react-ui`, `renderer`, `site`, …), `npm: <package>` for
 * node_modules, `react` for React, `(bundler glue)` for unmapped text.
 */
export function areaOf(source: string | null): string {
  if (source === null) return '(bundler glue)';
  const s = source.replace(/\\/g, '/');
  if (isReactSource(s)) return 'react';
  const nm = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s);
  if (nm) return `npm: ${nm[1]}`;
  const parts = s.split('/').filter((p) => p && p !== '.' && p !== '..');
  if (parts.length === 0) return '(bundler glue)';
  if (parts[0] === 'engine' && parts.length > 2) return `engine/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '(root)';
}

/** Splits generated code into React's part and the rest (text no segment maps counts as not React). */
export function splitReact(code: string, map: RawSourceMap): { other: string; reactBytes: number } {
  if (!map.sources.some(isReactSource)) return { other: code, reactBytes: 0 };
  const parts = splitBySource(code, map, (s) => (s !== null && isReactSource(s) ? 'react' : 'other'));
  const other = parts.get('other') ?? '';
  const react = parts.get('react') ?? '';
  // splitBySource ends every line with a newline; the file's own last line may have none.
  return { other: code.endsWith('\n') ? other : other.replace(/\n$/, ''), reactBytes: Buffer.byteLength(react) };
}
