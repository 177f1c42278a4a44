/**
 * Slide `acc {hidden, label, live, role, roledep}` (SPEC §3 slide fields "acc (label, hidden, role, live)"). Every
 * real SR7 export carries SR7's stock values (SR7_SLIDE_ACC_STOCK); those mean "the slider's own slide semantics",
 * which the slide element already has (a labelled group described as a slide, the slideshow's live region, inactive
 * slides hidden), so only values an author changed become overrides:
 * - label "unset" = none; role "presentation" = none (a presentation role would drop the slide's group label);
 * - live "auto" = the slideshow decides (SPEC §5: silent while rotating); off, polite or assertive override it;
 * - roledep: the aria-roledescription ("slide" is ours already);
 * - hidden: SR7's stock "true" hides inactive slides from assistive technology, as the slide element does always;
 *   it is read (a wrong type is an error) but changes nothing.
 */
import { at, optRecord, readBool, readString } from './read.ts';
import { ModuleError } from './errors.ts';
import type { AriaLive } from './types-appearance.ts';
import type { SlideAccessibility } from './types.ts';

export const SR7_SLIDE_ACC_STOCK = { hidden: 'true', label: 'unset', live: 'auto', role: 'presentation', roledep: 'slide' } as const;

const LIVE: readonly AriaLive[] = ['off', 'polite', 'assertive'];
const ROLE = /^[a-z]+(?: [a-z]+)*$/;

export function readSlideAcc(raw: unknown, path: string): SlideAccessibility | null {
  if (raw === undefined || raw === null || typeof raw === 'boolean') return null;
  const acc = optRecord(raw, path, 'slide accessibility settings ({label, hidden, role, live, roledep})');
  readBool(acc.hidden, at(path, 'hidden'), true);
  const label = readString(acc.label, at(path, 'label'), '').trim();
  const role = readString(acc.role, at(path, 'role'), '').trim().toLowerCase();
  if (role !== '' && !ROLE.test(role)) throw new ModuleError(at(path, 'role'), 'an ARIA role such as "region"', acc.role);
  const live = readString(acc.live, at(path, 'live'), '').trim().toLowerCase();
  if (live !== '' && live !== SR7_SLIDE_ACC_STOCK.live && !LIVE.includes(live as AriaLive)) {
    throw new ModuleError(at(path, 'live'), `one of auto, ${LIVE.join(', ')}`, acc.live);
  }
  const roleDescription = readString(acc.roledep, at(path, 'roledep'), '').trim();
  const result: SlideAccessibility = {
    label: label === SR7_SLIDE_ACC_STOCK.label ? '' : label,
    role: role === SR7_SLIDE_ACC_STOCK.role ? '' : role,
    live: live === '' || live === SR7_SLIDE_ACC_STOCK.live ? null : (live as AriaLive),
    roleDescription: roleDescription === SR7_SLIDE_ACC_STOCK.roledep ? '' : roleDescription,
  };
  return result.label === '' && result.role === '' && result.live === null && result.roleDescription === '' ? null : result;
}
