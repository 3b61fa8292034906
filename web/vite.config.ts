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
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: simulatorOrigin, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
