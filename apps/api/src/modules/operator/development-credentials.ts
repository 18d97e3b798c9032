/**
 * The sandbox operator's login outside production when OPERATOR_USERNAME and
 * OPERATOR_PASSWORD_HASH are not set (README 'Demo logins'), so that development and the
 * end-to-end journeys can pay or reject payouts. Production never uses it: it refuses to start
 * without its own. (Apart from the check so that the end-to-end tests can import it.)
 */
export const DEVELOPMENT_OPERATOR = { username: 'operatore', password: 'Operatore2026' } as const;

/** The Argon2id hash of DEVELOPMENT_OPERATOR.password (modules/auth/passwords.ts parameters). */
export const DEVELOPMENT_OPERATOR_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$mf4JjX0UoDtKSntZ0lZqzQ$vIiwvx8czRfVIwQiBhkH6EM2vddU+OXRd1NIpNKS744';

/** The `Authorization` header of the development operator (tests and e2e). */
export const developmentOperatorAuthorization = () =>
  `Basic ${Buffer.from(`${DEVELOPMENT_OPERATOR.username}:${DEVELOPMENT_OPERATOR.password}`).toString('base64')}`;
