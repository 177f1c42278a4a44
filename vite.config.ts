/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = import.meta.dirname;
const page = (name: string) => resolve(root, name);

/** A file that only re-exports (a public entry such as engine/index.ts): importing it names no code of its own. */
const isBarrel = (id: string): boolean => {
  if (!/\.tsx?$/.test(id)) return false;
  const code = readFileSync(id, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return code.replace(/export\s+(type\s+)?(\*|\{[^}]*\})\s*from\s*'[^']+'\s*;?/g, '').trim() === '';
};

/**
 * Issue 18 (the first paint downloads only what the module uses, in as few files as it can): the code `<Strata>`
 * imports statically is one chunk, the core. Left to itself the bundler cuts every module that a lazy chunk imports
 * too (the slide view for the carousel's cards, the layout maths for the navigation …) into a chunk of its own, and
 * the first paint fetched a dozen small files, each compressed alone and each with its import and export lists. The
 * core is the static closure of react-ui/Strata.tsx once the module graph is known; the walk does not pass through
 * the public entries (they re-export everything: react-ui and engine import what they use from its own module).
 */
function coreChunk() {
  const core = new Set<string>();
  return {
    plugin: {
      name: 'strata-core-chunk',
      buildEnd(this: { getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null }) {
        core.clear();
        const todo = [resolve(root, 'react-ui/Strata.tsx')];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (core.has(id) || id.includes('node_modules') || isBarrel(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          core.add(id);
          todo.push(...info.importedIds);
        }
      },
    },
    group: { name: 'strata', test: (id: string) => core.has(id) },
  };
}
const core = coreChunk();

// Multi-page build: every page named in DESIGN.md "Public surface" is an HTML entry.
export default defineConfig({
  plugins: [react(), core.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The page names the chunks its entry imports (modulepreload links in the HTML: fetched with the entry, in one
    // round trip, instead of one level of imports per round trip). No dependency map for lazy chunks in the core (1 kB
    // of gzip in every first paint, issue 18): the two lazy chunks on a first paint's path that import a shared chunk
    // fetch it beside themselves by hand (feature-readers.ts actions, feature-units.ts modifiers). At 100 ms round trip
    // and 10 Mbit/s the hero's first slide shows after ~530 ms instead of ~740, home.json's after ~770 instead of ~1100.
    modulePreload: { polyfill: false, resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // Rolldown's note that plugins took long is about the machine's load at that moment, not about the build:
      // nothing to act on, and it would sit in every test run's output on a busy machine.
      checks: { bundlerTimings: false },
      output: { codeSplitting: { groups: [core.group] } },
      input: {
        index: page('index.html'),
        viewer: page('viewer.html'),
        bench: page('bench.html'),
        'nav-demo': page('nav-demo.html'),
        embed: page('embed.html'),
        transitions: page('transitions.html'),
        'modal-demo': page('modal-demo.html'),
        'contact-demo': page('contact-demo.html'),
        'legacy-demo': page('legacy-demo.html'),
        'ssr-demo': page('ssr-demo.html'),
      },
    },
  },
  test: {
    include: ['{engine,renderer,shaders,react-ui,site,bench,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['engine/test-setup.ts'],
  },
});
