/**
 * Unit-test setup. The slider loads its background transitions with a dynamic import once the first slide has entered
 * (engine/runtime/transition-loader.ts); tests that step a fake clock expect a change to start within a tick, as it
 * does in a page where the chunk has long arrived. Importing the resolver here puts it in the module cache first.
 */
await import('./transition/resolve.ts');

export {};
