/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const root = import.meta.dirname;
const page = (name: string) => resolve(root, name);

// Multi-page build: every page named in DESIGN.md "Public surface" is an HTML entry.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Rolldown's note that plugins took long is about the machine's load at that moment, not about the build:
      // nothing to act on, and it would sit in every test run's output on a busy machine.
      checks: { bundlerTimings: false },
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
