/**
 * Wire `settings.sbt` → SbtSettings (types-sbt.ts). Defaults are the values real exports carry untouched
 * (RS6's `scrolltimeline` defaults: hold 2000..4000 ms, speed 500 ms), with the hold itself off.
 */
import { ModuleError } from './errors.ts';
import { at, optRecord, readBool, readEnum, readNumber, readString } from './read.ts';
import type { SbtSettings } from './types-sbt.ts';

export const SBT_DEFAULTS: SbtSettings = {
  use: false,
  hold: false,
  holdStart: 2000,
  holdEnd: 4000,
  align: 'top',
  speed: 500,
  ease: 'none',
  allLayers: false,
  pull: false,
  traditional: true,
};

/**
 * SPEC §9 "-200px for scroll-based mode": the default viewport margin (where `vPort` is not given) of a module
 * with the scroll-based timeline on, else null (the plain 100px default applies). A fixed module has no box
 * moving through the viewport (its height is 0), so a negative margin would hold its slide requests forever.
 */
export function sbtViewportMargin(sbt: SbtSettings, fixed: boolean): number | null {
  return sbt.use && !fixed ? -200 : null;
}

function readMs(value: unknown, path: string, fallback: number): number {
  const ms = readNumber(value, path, fallback);
  if (ms < 0) throw new ModuleError(path, 'a time in ms, 0 or more', value);
  return ms;
}

export function readSbt(value: unknown, path: string): SbtSettings {
  const sbt = optRecord(value, path);
  const p = (key: string) => at(path, key);
  const holdStart = readMs(sbt.fStart, p('fStart'), SBT_DEFAULTS.holdStart);
  const holdEnd = readMs(sbt.fEnd, p('fEnd'), Math.max(holdStart, SBT_DEFAULTS.holdEnd));
  // The editor refuses "Hold Until" before "Hold From" (its sbtCheck); a file that has it was not made there.
  if (holdEnd < holdStart) throw new ModuleError(p('fEnd'), `a time at or after fStart (${holdStart} ms)`, sbt.fEnd);
  const speed = readMs(sbt.s, p('s'), SBT_DEFAULTS.speed);
  return {
    use: readBool(sbt.use, p('use'), SBT_DEFAULTS.use),
    hold: readBool(sbt.f, p('f'), SBT_DEFAULTS.hold),
    holdStart,
    holdEnd,
    align: readEnum(sbt.a, p('a'), ['top', 'bottom', 'travel'] as const, SBT_DEFAULTS.align),
    speed: speed <= 10 ? speed * 1000 : speed,
    ease: readString(sbt.e, p('e'), SBT_DEFAULTS.ease).trim() || SBT_DEFAULTS.ease,
    allLayers: readBool(sbt.layers, p('layers'), SBT_DEFAULTS.allLayers),
    pull: readBool(sbt.pull, p('pull'), SBT_DEFAULTS.pull),
    traditional: readBool(sbt.nL, p('nL'), SBT_DEFAULTS.traditional),
  };
}
