/** The rule registry: CF7 rule name → implementation. Unknown names are not in it (and are ignored). */
import type { RuleCheck } from '../types.ts';
import { maxdate, maxlength, maxnumber, mindate, minlength, minnumber, stepnumber } from './bounds.ts';
import { dayofweek, enumRule } from './choice.ts';
import { all, any } from './composite.ts';
import { file, maxfilesize, minfilesize } from './file.ts';
import { date, email, number, tel, time, url } from './format.ts';
import { maxitems, minitems, required, requiredfile } from './presence.ts';

export const RULES: Readonly<Record<string, RuleCheck>> = Object.freeze({
  required, requiredfile, email, url, tel, number, date, time, file,
  enum: enumRule, dayofweek, minitems, maxitems, minlength, maxlength,
  minnumber, maxnumber, mindate, maxdate, minfilesize, maxfilesize, stepnumber, all, any,
});

export const isKnownRule = (name: string): boolean => Object.hasOwn(RULES, name);
