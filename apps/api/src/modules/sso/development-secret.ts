/**
 * The shared secret of SSO assertions outside production when SSO_SHARED_SECRET is not set, so
 * that development and the end-to-end tests can sign assertions. Production never uses it: without
 * a configured secret LoginUserSSO is refused there. (Apart from the service so that the
 * end-to-end tests can import it without the server's code.)
 */
export const DEVELOPMENT_SSO_SECRET = 'conto-gioco-sso-solo-sviluppo-e-test-mai-in-produzione';
