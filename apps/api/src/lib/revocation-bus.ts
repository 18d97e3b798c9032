import { Redis } from 'ioredis';

const CHANNEL = 'conto-gioco:session-revoked';

/** Tells every API instance that a session was closed, so their session caches drop it at once. */
export type RevocationBus = {
  publish(sessionId: string): Promise<void>;
  onRevoked(listener: (sessionId: string) => void): void;
  close(): Promise<void>;
};

/** One instance: nobody else to tell. */
export function localRevocationBus(): RevocationBus {
  return { publish: async () => undefined, onRevoked: () => undefined, close: async () => undefined };
}

/** Several instances share Redis: revocations travel on a pub/sub channel. */
export function redisRevocationBus(
  url: string,
  onError: (error: Error) => void = () => undefined,
): RevocationBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  // ioredis reconnects by itself; an unreachable Redis is worth a log line, not a crash.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners: ((sessionId: string) => void)[] = [];
  void subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel, sessionId: string) =>
    listeners.forEach((listener) => listener(sessionId)),
  );
  return {
    async publish(sessionId) {
      await publisher.publish(CHANNEL, sessionId);
    },
    onRevoked: (listener) => void listeners.push(listener),
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
