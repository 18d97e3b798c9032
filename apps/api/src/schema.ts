/** Every table of the API, gathered from the modules that own them, for drizzle-kit (drizzle.config.ts). */
export * from './modules/auth/schema.ts';
export * from './modules/wallet/schema.ts';
export * from './modules/environment/schema.ts';
export * from './modules/settings/schema.ts';
export * from './modules/security/schema.ts';
export * from './modules/outbox/schema.ts';
export * from './modules/passkeys/schema.ts';
export * from './modules/sso/schema.ts';
export * from './modules/registration/schema.ts';
export * from './modules/documents/schema.ts';
export * from './modules/deposit/schema.ts';
export * from './modules/withdrawal/schema.ts';
export * from './adapters/payments/sandbox/schema.ts';
export * from './modules/cms/schema.ts';
