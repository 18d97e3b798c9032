import type { FastifyPluginAsync } from 'fastify';

/** The content calls (content-profile.md §7). */
export const cmsRoutes =
  (_options: { contentDir: string | null }): FastifyPluginAsync =>
  async () => {};
