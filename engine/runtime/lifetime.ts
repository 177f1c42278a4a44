/**
 * One disposer per slider instance (issue 18): every unit registers its teardown here as it is created, and `end()`
 * runs them all once, the newest first — so a unit is torn down before what it was built on, and `kill()` is one call.
 */
export interface Lifetime {
  /** True once `end()` has run. */
  ended(): boolean;
  /** Registers a teardown; registered after the end, it runs at once. */
  own(dispose: () => void): void;
  /** Registers a unit's `destroy` as it is created and hands the unit back (`const x = life.unit(createX(…))`). */
  unit<U extends { destroy(): void }>(unit: U): U;
  end(): void;
}

/** A moment the instance reaches once (the first slide shown, its layers entered): `open()` settles `reached`. */
export function createLatch(): { readonly reached: Promise<void>; open(): void } {
  let open: () => void = () => {};
  const reached = new Promise<void>((resolve) => (open = resolve));
  return { reached, open: () => open() };
}

export function createLifetime(log: Pick<Console, 'error'> = console): Lifetime {
  const disposers: (() => void)[] = [];
  let over = false;
  const own = (dispose: () => void) => {
    if (over) dispose();
    else disposers.push(dispose);
  };
  return {
    ended: () => over,
    own,
    unit(unit) {
      own(() => unit.destroy());
      return unit;
    },
    end() {
      if (over) return;
      over = true;
      for (const dispose of disposers.splice(0).reverse()) {
        try {
          dispose();
        } catch (error) {
          // One unit failing to let go must not keep the others alive.
          log.error('[strata] a teardown failed:', error);
        }
      }
    },
  };
}
