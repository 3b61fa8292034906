import { CHROMIUM_ARGS } from '@casino/sim-testing/chromium';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  fullyParallel: true,
  workers: 2,
  use: {
    baseURL: process.env.SIM_URL ?? 'http://localhost:8080',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
