import type { FastifyInstance } from 'fastify';

/** A form body as a flat record; a repeated field makes it invalid (no signature ambiguity). */
export function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name))
      throw Object.assign(new Error('repeated form field'), { statusCode: 400 });
    fields[name] = value;
  }
  return fields;
}

/** Lets the plugin's routes take the small HTML forms of server-rendered pages (8 KiB at most). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      try {
        done(null, parseForm(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}
