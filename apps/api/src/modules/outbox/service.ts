import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from './schema.ts';

export type OutgoingMessage = {
  to: string;
  /** E-mail subject; SMS have none. */
  subject?: string;
  body: string;
  purpose: string;
  playerId?: number | null;
};

/**
 * The Mailer and SmsSender adapters. Every message is written to the outbox in the caller's
 * transaction (so a rolled-back change sends nothing); with no SMTP or SMS gateway configured here,
 * the outbox is the delivery, read at /dev/mailbox outside production.
 */
export type Outbox = {
  sendEmail(db: Executor, message: OutgoingMessage): Promise<void>;
  sendSms(db: Executor, message: Omit<OutgoingMessage, 'subject'>): Promise<void>;
  /** When the latest message of the player, channel and purpose was written; null if none. */
  lastSentAt(
    db: Executor,
    query: { playerId: number; channel: 'email' | 'sms'; purpose: string },
  ): Promise<Date | null>;
  /** Newest first. */
  latest(limit?: number): Promise<(typeof outbox.$inferSelect)[]>;
};

export function createOutbox(db: Database): Outbox {
  const write = (executor: Executor, channel: 'email' | 'sms', message: OutgoingMessage) =>
    executor.insert(outbox).values({
      channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      purpose: message.purpose,
      playerId: message.playerId ?? null,
    });
  return {
    sendEmail: async (executor, message) => void (await write(executor, 'email', message)),
    sendSms: async (executor, message) => void (await write(executor, 'sms', message)),
    async lastSentAt(executor, query) {
      const [latest] = await executor
        .select({ createdAt: outbox.createdAt })
        .from(outbox)
        .where(
          and(
            eq(outbox.playerId, query.playerId),
            eq(outbox.channel, query.channel),
            eq(outbox.purpose, query.purpose),
          ),
        )
        .orderBy(desc(outbox.id))
        .limit(1);
      return latest?.createdAt ?? null;
    },
    latest: (limit = 100) => db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit),
  };
}
