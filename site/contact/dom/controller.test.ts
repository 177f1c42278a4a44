import { describe, expect, it, vi } from 'vitest';
import type { Cf7Api } from './api.ts';
import { createCf7Controller } from './controller.ts';
import type { SchemaStore } from './schema-store.ts';

/** A form that records every property the controller reads, so "left alone" can be asserted in Node. */
function watchedForm() {
  const touched: PropertyKey[] = [];
  const form = new Proxy({}, { get: (_target, key) => void touched.push(key) }) as unknown as HTMLFormElement;
  return { form, touched };
}

const fullHost = { fetch: () => {}, FormData: function FormData() {}, NodeList: { prototype: { forEach: () => {} } } };

describe('createCf7Controller', () => {
  it('logs the missing browser feature and leaves the form uninitialised', () => {
    // SPEC §8 "Missing browser features": CF7 logs the message and does not initialise the form.
    const cases = [
      [{ ...fullHost, fetch: undefined }, 'Your browser does not support window.fetch().'],
      [{ ...fullHost, FormData: undefined }, 'Your browser does not support window.FormData().'],
      [{ ...fullHost, NodeList: { prototype: {} } }, 'Your browser does not support NodeList.forEach().'],
    ] as const;
    for (const [host, message] of cases) {
      const { form, touched } = watchedForm();
      const log = vi.fn();
      const load = vi.fn();
      const controller = createCf7Controller(form, {
        api: {} as Cf7Api,
        schemas: { load } as unknown as SchemaStore,
        messages: { fetchError: 'x', badResponse: 'y' },
        log,
        host,
      });
      expect(log).toHaveBeenCalledExactlyOnceWith(message);
      expect(touched).toEqual([]); // no class, listener, spinner or data-status written
      expect(load).not.toHaveBeenCalled(); // nor a schema fetched
      controller.destroy();
      controller.destroy(); // idempotent no-op
      expect(touched).toEqual([]);
    }
  });
});
