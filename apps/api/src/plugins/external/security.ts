import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Security headers with a strict Content-Security-Policy (no inline script, no third-party host except
 * the video players content may frame), and rate limiting that routes opt into; with Redis the
 * counters are shared by every instance.
 */
export default fp<{ redisUrl: string | null; lifted?: boolean }>(
  async (app, { redisUrl, lifted }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine sets CSS variables through style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The image-and-text widget's videos (content-profile.md §4): Vimeo and YouTube players only.
          frameSrc: [
            "'self'",
            'https://player.vimeo.com',
            'https://www.youtube.com',
            'https://www.youtube-nocookie.com',
          ],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
    redis?.on('error', (err) => app.log.warn({ err }, 'redis (rate limits)'));
    await app.register(rateLimit, {
      global: false,
      // Only app.ts's test-only liftRateLimits sets it (the fuzz test).
      ...(lifted ? { allowList: () => true } : {}),
      ...(redis ? { redis, nameSpace: 'conto-gioco:rl:' } : {}),
    });
    if (redis) app.addHook('onClose', async () => void redis.disconnect());
  },
  { name: 'security' },
);
