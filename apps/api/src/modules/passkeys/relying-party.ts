import type { FastifyRequest } from 'fastify';

/** Who the passkeys belong to: the site's host name (the relying party id) and the page's origin. */
export type RelyingParty = { rpID: string; origin: string };

/**
 * The relying party of a request. The origin is the one the browser used, as Fastify reads it
 * (Host, and X-Forwarded-Host / -Proto only from the proxies config.trustProxy believes). With
 * configured origins only those are accepted: a look-alike host in front of ours (a phishing proxy
 * that sets its own Host) gets nothing, while the browser already binds each passkey to its site.
 * Without them, development and tests use the request's own origin; production refuses.
 */
export function relyingPartyFor(
  request: FastifyRequest,
  settings: { origins: string[] | null; production: boolean },
): RelyingParty | null {
  const origin = `${request.protocol}://${request.host}`.toLowerCase();
  if (settings.origins) {
    const allowed = settings.origins.find((candidate) => candidate.toLowerCase() === origin);
    return allowed ? { rpID: new URL(allowed).hostname, origin: allowed } : null;
  }
  if (settings.production) return null;
  try {
    return { rpID: new URL(origin).hostname, origin };
  } catch {
    return null;
  }
}
