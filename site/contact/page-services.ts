/**
 * What every contact form of a page shares: one REST client and one schema store per REST root, so a
 * page with three copies of a form fetches its schema once (BEHAVIOURS §1.5). Made on first use.
 */
import { createCf7Api, type Cf7Api } from './dom/api.ts';
import { createSchemaStore, type SchemaStore } from './dom/schema-store.ts';

const byRoot = new Map<string, { api: Cf7Api; schemas: SchemaStore }>();

export function pageServices(restRoot: string): { api: Cf7Api; schemas: SchemaStore } {
  let services = byRoot.get(restRoot);
  if (!services) {
    // Looked up at call time, so a test or an offline shim that replaces window.fetch is honoured.
    const api = createCf7Api({ root: restRoot, fetch: (input, init) => globalThis.fetch(input, init) });
    services = { api, schemas: createSchemaStore(api) };
    byRoot.set(restRoot, services);
  }
  return services;
}
