import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const root = import.meta.dirname;

/**
 * The published package's JavaScript and stylesheet (`npm run build:lib` → `lib/`; the declarations come from
 * `tsc -p tsconfig.lib.json` into `lib/types/`). Separate from vite.config.ts, which builds the site's pages.
 *
 * - ESM only, not minified (the consumer's bundler minifies and maps it), no source maps: the unminified JS reads
 *   as it is, and maps would ship our sources (with their `?raw` shader imports) a second time.
 * - Every runtime dependency and peer dependency stays an import (`pixi.js`, `gsap`, `popmotion`, `zustand/vanilla`,
 *   `react`, `react/jsx-runtime`, `react-dom/client`): the consumer's bundler resolves and dedupes them.
 * - Shaders (`?raw`) are inlined as strings; the GPU stage (Stage.tsx + Pixi) stays a lazily imported chunk.
 * - The components import no CSS: `react-ui/style.css` is its own entry and becomes `lib/style.css`.
 * - `lib/react.js` and `lib/react.node.js` (the server's, package.json's "node" condition) start with 'use client'
 *   (see `banner`).
 */
const external = /^(react|react-dom|pixi\.js|gsap|popmotion|zustand)(\/.*)?$/;

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'lib',
    emptyOutDir: false, // lib/types is written by tsc; scripts/consumer/build-lib.mjs empties lib/ first
    copyPublicDir: false,
    sourcemap: false,
    minify: false,
    cssCodeSplit: true,
    lib: {
      entry: {
        engine: resolve(root, 'engine/index.ts'),
        react: resolve(root, 'react-ui/index.ts'),
        // The same for server rendering ("node" condition): every feature reader of the normalizer at hand.
        'react.node': resolve(root, 'react-ui/index.node.ts'),
        style: resolve(root, 'react-ui/style.css'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'style',
    },
    rollupOptions: {
      external: (id) => external.test(id),
      output: {
        // The React entry is a client module for React Server Components (Next.js App Router): a server component
        // may render <Strata module={…} /> directly. Bundlers and Node without RSC read the directive as a no-op string.
        banner: (chunk) => (chunk.isEntry && (chunk.name === 'react' || chunk.name === 'react.node') ? "'use client';" : ''),
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
