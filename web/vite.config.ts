/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SERVER_PATHS, serviceWorkerOptions } from './src/app/offline/service-worker-config';

// The simulator answers every backend path in development; SIM_PORT follows scripts/dev.
const simulatorOrigin = `http://localhost:${process.env.SIM_PORT ?? 8080}`;
const proxiedPaths = SERVER_PATHS;

/**
 * The build variant: 'demo' carries the QA demo panel (`vite build --mode demo`, or
 * VITE_DEMO_PANEL=true: what `npm start` serves), 'production' does not (plain `vite build`,
 * the docker image). Written to <outDir>/.variant so scripts/lib/workspace.mjs can tell them apart.
 */
function buildVariantFile(variant: 'demo' | 'production'): Plugin {
  return afterBuild('casino-build-variant', (outDir) =>
    writeFileSync(join(outDir, '.variant'), `${variant}\n`),
  );
}

/** A plugin that runs `write` on the build's output folder once the bundle is written. */
function afterBuild(name: string, write: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      write(outDir);
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build (not the source maps),
 * once, at the highest levels: the simulator (@fastify/static `preCompressed`) and nginx
 * (`gzip_static`) send them to browsers that accept them, so nothing is compressed per request
 * and the first route's ~190 KB gzip are not sent as ~680 KB. See decision 009.
 */
function precompressedAssets(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return afterBuild('casino-precompressed-assets', (outDir) => {
    for (const file of walk(outDir)) {
      if (!compressible.test(file)) continue;
      const bytes = readFileSync(file);
      if (bytes.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      );
    }
  });
}

/**
 * The page title and the loading state's logo before the app starts: the site name
 * (`VITE_SITE_NAME`, as src/shared/config/env.ts reads it), so a tab, a bookmark or the first
 * paint never says a bare "Casino".
 */
function siteNameTitle(siteName: string): Plugin {
  const name = escapeHtml(siteName);
  return {
    name: 'site-name-title',
    transformIndexHtml: (html) =>
      html
        .replace('<title>Casino</title>', `<title>${name}</title>`)
        .replace(
          '<span class="branded-loading__name">Casino</span>',
          `<span class="branded-loading__name">${name}</span>`,
        ),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

export default defineConfig(({ mode }) => {
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const demoPanel = mode === 'demo' || viteEnv.VITE_DEMO_PANEL === 'true';
  const siteName = viteEnv.VITE_SITE_NAME?.trim() || 'Lucky Harbor Casino';
  return {
    plugins: [
      react(),
      buildVariantFile(demoPanel ? 'demo' : 'production'),
      precompressedAssets(),
      siteNameTitle(siteName),
      // The service worker (sw.js) and the web app manifest: src/app/offline/service-worker-config.ts.
      VitePWA(serviceWorkerOptions(siteName)),
    ],
    // A constant the bundler folds: the panel's dynamic import is dropped from production builds.
    define: { 'import.meta.env.VITE_DEMO_PANEL': JSON.stringify(demoPanel ? 'true' : 'false') },
    // Relative asset URLs: the build is served from any folder (nginx, the simulator, a CDN path).
    base: './',
    server: {
      proxy: Object.fromEntries(
        proxiedPaths.map((path) => [path, { target: simulatorOrigin, changeOrigin: true }]),
      ),
    },
    build: {
      outDir: 'dist',
      sourcemap: true,
      rollupOptions: {
        output: {
          // Libraries change less often than the app: separate chunks stay cached across releases.
          manualChunks(id) {
            if (!id.includes('node_modules')) return undefined;
            if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
            if (id.includes('@tanstack/query') || id.includes('@tanstack/react-query')) return 'react-query';
            if (/[\\/](i18next|react-i18next)[\\/]/.test(id)) return 'i18n';
            if (/[\\/]zod[\\/]/.test(id)) return 'zod';
            // Everything else (swiper, DOMPurify, qrcode.react, the list virtualizer) stays with the lazy chunk that
            // imports it, so the first route does not download libraries it never uses.
            return undefined;
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      // A fresh vm context per file in a kept worker, instead of a fresh process per file (forks):
      // most of a screen test file's cost is start-up (collect, environment, setup). 35 of its
      // files took 112 CPU seconds in forks, 52 here, on two cores (decision 055). Code the tests
      // load must work in a vm context: server code the simulator runs takes Node's builtins
      // (node:timers), not the globals (jsdom's), and tests call the simulator through
      // `simulator.request`, not fastify's inject, whose `cookie` (ESM) a vm context cannot
      // require. Memory: see the root config.
      pool: 'vmThreads',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // A screen test waits on an in-memory simulator and jsdom; beside the type check on two busy
      // cores 5 s (Vitest's default) is too close to the slowest ones' 4 s.
      testTimeout: 20_000,
      // `expect.poll` waits as long as Testing Library's `waitFor` (setup-tests.ts), not its own
      // 1 s: a toast after a simulator's answer took longer than that on a loaded machine.
      expect: { poll: { timeout: 10_000 } },
    },
  };
});
