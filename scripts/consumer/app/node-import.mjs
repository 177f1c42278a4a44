// The package's entries imported by plain Node, as a server (or `node -e "import('strata-slider/react')"`) does:
// no DOM, no CSS loader, no bundler. Prints one JSON line for scripts/consumer/run.mjs to judge.
const before = new Set(Reflect.ownKeys(globalThis));
const react = await import('strata-slider/react');
const main = await import('strata-slider');
const engine = await import('strata-slider/engine');
const added = Reflect.ownKeys(globalThis).filter((k) => !before.has(k)).map(String);
console.log(
  JSON.stringify({
    react: Object.keys(react).sort(),
    sameAsMain: Object.keys(main).sort().join() === Object.keys(react).sort().join() && main.Strata === react.Strata,
    engine: Object.keys(engine).length,
    globalsAdded: added,
    window: typeof globalThis.window,
    document: typeof globalThis.document,
    stylesheet: import.meta.resolve('strata-slider/style.css'),
  }),
);
