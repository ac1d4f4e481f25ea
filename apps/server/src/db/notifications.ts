import type pg from 'pg';

/** Where the listener reports a lost connection (the app's logger). */
export interface ListenLog {
  warn(details: object, message: string): void;
}

export interface Listening {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Wait before reconnecting after a drop, in milliseconds. */
  retryMs?: number;
}

/**
 * LISTENs on `channel` over its own PostgreSQL connection (a pooled one would be handed to queries) and calls
 * `onNotify` for each notification. The connection is watched: after a drop it reconnects, and every (re)connection
 * also calls `onNotify`, because a notification sent while it was away is lost.
 */
export function listenForNotifications(
  url: string,
  channel: string,
  onNotify: () => void,
  log: ListenLog,
  { retryMs = 250 }: ListenOptions = {},
): Listening {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (closed) return;
    const { default: pgModule } = await import('pg');
    const current = new pgModule.Client({ connectionString: url, keepAlive: true });
    client = current;
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped || closed) return;
      dropped = true;
      log.warn({ channel, error: error?.message }, 'database notifications lost: reconnecting');
      current.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), retryMs);
      retry.unref();
    };
    current.on('error', drop);
    current.on('end', () => drop());
    current.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    try {
      await current.connect();
      await current.query(`LISTEN "${channel}"`);
      onNotify();
    } catch (error) {
      drop(error as Error);
    }
  };
  void connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
