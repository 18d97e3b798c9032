import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/**
 * The ALTCHA widget, loaded on demand (its own chunk, out of the login page's first load).
 * The "external" build keeps its styles and its proof-of-work worker in files of their own, so it
 * runs under the strict Content-Security-Policy (no inline style element, no blob: worker): the
 * worker is a same-origin file. Only the algorithm the server uses (PBKDF2/SHA-256) is registered.
 */
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
