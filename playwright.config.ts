import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Per port, so that two runs on different E2E_PORTs (and E2E_WEB_DIST builds) do not collide.
const DATA_DIR = `node_modules/.cache/e2e-data-${PORT}`;
const WEB_DIST = process.env.E2E_WEB_DIST;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Two shards share the machine's cores (scripts/e2e.ts): room for a slow moment, not for a hang.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    // The content screens at the tablet width too (issue 7: screenshots at 390, 768 and 1280 px).
    {
      name: 'tablet',
      testMatch: 'content.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 768, height: 1024 } },
    },
  ],
  webServer: {
    // The real server on the built web app, on a fresh embedded database.
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/api/src/server.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // A fresh database, its seed and ten days of play for five players, beside the other shard.
    timeout: 240_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Each journey sends its own X-Forwarded-For address (e2e/fixtures.ts).
      TRUST_PROXY: 'true',
      // Ten days of play for the demo players who have a history (the bet list journeys).
      SEED_PLAY_HISTORY: 'short',
      ...(WEB_DIST ? { WEB_DIST } : {}),
    },
  },
});
