import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the routes' zod schemas and always available in-process
 * (`app.swagger()`: tests walk it). Served (/api/docs/json, UI at /api/docs) only when `serve` says
 * so: OPENAPI_DOCS, off by default in production (decisions.md 'Faults and hostile input').
 */
export default fp<{ serve: boolean }>(
  async (app, { serve }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Conto Gioco API',
          version: '0.1.0',
          description: 'Player account API: the calls of the product specification.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // The payment sandbox's operator pages (modules/operator).
            operator: { type: 'http', scheme: 'basic' },
            // The game platform's calls (modules/play): HMAC-SHA256 of method, path, timestamp
            // and body with PLAY_SERVICE_KEY, sent beside x-play-timestamp.
            playService: { type: 'apiKey', in: 'header', name: 'x-play-signature' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    if (!serve) return;
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; its pages load nothing from other hosts.
      transformStaticCSP: (header) =>
        header
          .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
          .replace(/ https:/g, '')
          .replace(/upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
