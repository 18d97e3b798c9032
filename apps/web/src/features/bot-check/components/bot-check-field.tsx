/**
 * The bot-protection field (ALTCHA) of a form. Interface fixed for the forms that use it
 * (login, security question, registration); the widget itself is built by the bot-check work.
 *
 * It renders the widget and reports the payload to send in the request's `recaptcha` field
 * (null until the challenge is solved, and again after `reset`).
 */
export type BotAction =
  | 'AccountLogin'
  | 'AccountSecurityQuestion'
  | 'AccountCheckNick'
  | 'AccountRegistration'
  | 'AccountRegistrationFinal';

export type BotCheckFieldProps = {
  action: BotAction;
  onPayload: (payload: string | null) => void;
};

export function BotCheckField(_props: BotCheckFieldProps) {
  return null;
}
