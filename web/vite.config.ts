/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The simulator answers every backend path in development; SIM_PORT follows scripts/dev.
const simulatorOrigin = `http://localhost:${process.env.SIM_PORT ?? 8080}`;
const proxiedPaths = ['/api', '/__sim', '/sim', '/openapi.json', '/docs'];

export default defineConfig({
  plugins: [react()],
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
          if (id.includes('@tanstack')) return 'react-query';
          if (/[\\/](i18next|react-i18next)[\\/]/.test(id)) return 'i18n';
          if (/[\\/]zod[\\/]/.test(id)) return 'zod';
          return 'vendor';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
