import type { DOMPurify } from 'dompurify';
import { CMS_HTML_SANITIZE_OPTIONS } from '@conto-gioco/shared/cms-rules';

/**
 * The HTML blocks' bodies are sanitised here, once per content version, with the web app's own
 * DOMPurify rules (apps/web/src/lib/sanitize-html.ts) on a jsdom window: no script, no event
 * handler attribute, no javascript: URL, no form, no style element, no frame; links opening a new
 * tab get rel="noopener noreferrer". The home's first screen then needs no sanitiser of its own
 * (docs/decisions.md, Web speed).
 *
 * jsdom (about a second to load) loads with the first body, or in the background once a server
 * with a content folder is ready (loadSanitizer), so that no player's request waits for it.
 */
let purifier: Promise<DOMPurify> | undefined;

async function createPurifier(): Promise<DOMPurify> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

export function loadSanitizer(): Promise<DOMPurify> {
  purifier ??= createPurifier().catch((error: unknown) => {
    purifier = undefined;
    throw error;
  });
  return purifier;
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer()).sanitize(html, CMS_HTML_SANITIZE_OPTIONS);
}
