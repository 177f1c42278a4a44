import type { Context } from 'hono';
import type { StrataDb } from '../db.ts';
import type { Nonces } from './nonces.ts';

/** What the site's handlers share: the database, the nonce maker and the clock (tests move it). */
export interface SiteServices {
  db: StrataDb;
  nonces: Nonces;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** An admin-ajax action of the site: the POSTed fields in, a response out. */
export type SiteAjaxHandler = (c: Context, fields: Record<string, unknown>) => Response | Promise<Response>;
