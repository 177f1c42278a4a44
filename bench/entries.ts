import type { Browser } from 'playwright';
import type { ErrorLog } from './browser.ts';
import { measureLoad, type Bytes, type LoadSample } from './first-paint.ts';
import { hasHomeExport } from './layers.ts';
import { fmt, kb, median, table } from './stats.ts';

/**
 * Bytes per entry and first-visible time: cold loads of each entry page, interleaved (hero, home.json, /, hero, …),
 * so machine drift hits all alike. Bytes come from the first load (they are deterministic for a build; a load whose
 * first-paint file list differs is reported), first-visible times are medians over the loads. Only the first load of
 * each entry waits for the GPU stage: the lazy bytes, the DOM nodes and stage-ready come from it.
 */
export interface Entry {
  readonly key: string;
  readonly label: string;
  readonly path: string;
}

export const ENTRIES: readonly Entry[] = [
  { key: 'hero', label: 'strata-hero.json (viewer)', path: '/viewer.html?src=/fixtures/modules/strata-hero.json' },
  { key: 'home', label: 'sr7/home.json (viewer)', path: '/viewer.html?src=/sr7/home.json' },
  { key: 'site', label: '/ (site home with the hero)', path: '/' },
];

export interface EntryResult {
  key: string;
  label: string;
  path: string;
  firstVisibleMs: number;
  /** strata:stage-ready of the first load (the one that waited for the stage). */
  stageReadyMs: number;
  firstPaint: Bytes;
  lazy: Bytes;
  moduleDomNodes: number;
  /** Whether the first-paint file lists differed between loads (then the bytes are the first load's). */
  filesVary: boolean;
  loads: LoadSample[];
}

export interface EntriesResult {
  entries: EntryResult[];
  /** Entries left out, with why. */
  skipped: { key: string; label: string; why: string }[];
}

export async function measureEntries(browser: Browser, baseUrl: string, errors: ErrorLog, loads: number, log: (msg: string) => void): Promise<EntriesResult> {
  const skipped: EntriesResult['skipped'] = [];
  const active = ENTRIES.filter((e) => {
    if (e.key === 'home' && !hasHomeExport()) {
      skipped.push({ key: e.key, label: e.label, why: '../shared/fixtures/sr7 is absent' });
      return false;
    }
    return true;
  });
  const samples = new Map<string, LoadSample[]>(active.map((e) => [e.key, []]));
  for (let i = 1; i <= loads; i++) {
    for (const e of active) {
      // The first load of each entry waits for the GPU stage (lazy bytes, DOM nodes, stage-ready); the repeats only
      // need first-visible, so they stop there.
      const s = await measureLoad(browser, baseUrl, errors, e.path, i === 1);
      samples.get(e.key)!.push(s);
      log(`  load ${i}/${loads} ${e.label}: first-visible ${fmt(s.firstVisibleMs, 0)} ms, ${kb(s.firstPaint.gzipNoReact)} gzip before (React excluded)${s.waitedForStage ? `, ${kb(s.lazy.gzipNoReact)} after, stage-ready ${fmt(s.stageReadyMs, 0)} ms` : ''}`);
    }
  }
  const entries = active.map((e): EntryResult => {
    const list = samples.get(e.key)!;
    const first = list[0]!;
    const sig = (s: LoadSample) => s.firstPaint.files.join(',');
    const ready = list.map((s) => s.stageReadyMs).filter((v): v is number => v !== null);
    return {
      key: e.key,
      label: e.label,
      path: e.path,
      firstVisibleMs: median(list.map((s) => s.firstVisibleMs)),
      stageReadyMs: ready.length ? median(ready) : NaN,
      firstPaint: first.firstPaint,
      lazy: first.lazy,
      moduleDomNodes: first.moduleDomNodes,
      filesVary: list.some((s) => sig(s) !== sig(first)),
      loads: list,
    };
  });
  return { entries, skipped };
}

export function printEntries(res: EntriesResult, loads: number): void {
  console.log(`\nBytes per entry (JS+CSS, gzip -9, React excluded) and first-visible (median of ${loads} cold loads, interleaved)`);
  console.log(table([
    ['entry', 'first paint gzip', 'lazy gzip', 'first paint raw', 'lazy raw', 'with React: first paint gzip', 'first-visible (ms, median)', 'stage-ready (ms, 1st load)'],
    ...res.entries.map((e) => [
      e.label + (e.filesVary ? ' *' : ''),
      kb(e.firstPaint.gzipNoReact),
      kb(e.lazy.gzipNoReact),
      kb(e.firstPaint.rawNoReact),
      kb(e.lazy.rawNoReact),
      kb(e.firstPaint.gzip),
      fmt(e.firstVisibleMs, 0),
      fmt(e.stageReadyMs, 0),
    ]),
  ]));
  if (res.entries.some((e) => e.filesVary)) console.log('* the files requested before first-visible differed between loads; bytes are the first load\'s');
  for (const s of res.skipped) console.log(`${s.label}: skipped, ${s.why}`);
}
