import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (these machines cannot download Playwright's or Lighthouse's own browser
 * builds), with the flags that keep it from retrying connections on a closed network.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  return path;
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
