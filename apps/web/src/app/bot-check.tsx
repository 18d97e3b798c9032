import { BotCheckField } from '@/features/bot-check/components/bot-check-field';
import type { BotCheckRender } from '@/lib/bot-check';

/** The bot-check feature's field, which the app gives every protected form (features cannot import it). */
export const renderBotCheck: BotCheckRender = (action, onPayload) => (
  <BotCheckField action={action} onPayload={onPayload} />
);
