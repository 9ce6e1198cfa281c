import type net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

/** Who is using PGlite's one backend: the server's Knex, or an admin connection on the socket. */
type Owner = 'server' | number;

const READY_FOR_QUERY = 0x5a; // 'Z'
const NOTIFICATION = 0x41; // 'A'
const TERMINATE = 0x58; // 'X'
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4); // 'S', length 4

/**
 * Reads the backend's answer as it streams out: the transaction status of the last
 * ReadyForQuery (`I` idle, `T` in a transaction, `E` failed transaction) and the
 * channels of any notification.
 */
class BackendScanner {
  status: string | undefined;
  notifications: { channel: string; payload: string }[] = [];
  #rest: Buffer = Buffer.alloc(0);

  push(chunk: Uint8Array): void {
    const data = this.#rest.length
      ? Buffer.concat([this.#rest, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let at = 0;
    while (data.length - at >= 5) {
      const length = data.readInt32BE(at + 1);
      if (data.length - at < 1 + length) break;
      const type = data[at];
      if (type === READY_FOR_QUERY) this.status = String.fromCharCode(data[at + 5]!);
      else if (type === NOTIFICATION) {
        const body = data.subarray(at + 9, at + 1 + length); // after the sender's pid
        const end = body.indexOf(0);
        this.notifications.push({
          channel: body.subarray(0, end).toString('utf8'),
          payload: body.subarray(end + 1, body.indexOf(0, end + 1)).toString('utf8'),
        });
      }
      at += 1 + length;
    }
    this.#rest = Buffer.from(data.subarray(at));
  }
}

/**
 * PGlite is ONE Postgres backend: one session, one transaction at a time. The running
 * server (Knex) and the admin commands connected on the socket take turns on it here:
 * a turn lasts from the first message of a query until its ReadyForQuery, and as long as
 * a transaction stays open, so nobody's statements land in someone else's transaction or
 * between someone else's Parse and Sync. Session settings (SET, LISTEN, advisory locks)
 * are shared by everyone, as on a single Postgres connection.
 */
export class PgliteSessions {
  #owner: Owner | null = null;
  #waiting: { owner: Owner; grant: () => void; refuse: (err: Error) => void }[] = [];
  #listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(readonly pglite: PGlite) {}

  async #acquire(owner: Owner): Promise<void> {
    if (this.#owner === null || this.#owner === owner) {
      this.#owner = owner;
      return;
    }
    await new Promise<void>((grant, refuse) => this.#waiting.push({ owner, grant, refuse }));
  }

  #release(owner: Owner): void {
    if (this.#owner !== owner) return;
    const next = this.#waiting.shift();
    this.#owner = next ? next.owner : null;
    next?.grant();
  }

  /** Registers a listener for NOTIFYs on a channel (admin commands announce content changes so). */
  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      // PGlite reports notifications that reach its own queries; the socket's are read below.
      await this.asServer(() => this.pglite.listen(channel, (payload) => this.#notify(channel, payload)));
    }
    set.add(listener);
  }

  #notify(channel: string, payload: string): void {
    for (const listener of this.#listeners.get(channel) ?? []) listener(payload);
  }

  /** Runs on the backend in the server's turn: an admin connection's open transaction is waited for. */
  async asServer<T>(run: () => Promise<T>): Promise<T> {
    await this.#acquire('server');
    try {
      return await run();
    } finally {
      if (!this.pglite.isInTransaction()) this.#release('server');
    }
  }

  /** The PGlite that Knex uses: the same instance, each of its queries taking its turn. */
  forKnex(): PGlite {
    const wrapped = new Map<PropertyKey, unknown>([
      ['query', (...args: Parameters<PGlite['query']>) => this.asServer(() => this.pglite.query(...args))],
      ['exec', (...args: Parameters<PGlite['exec']>) => this.asServer(() => this.pglite.exec(...args))],
    ]);
    return new Proxy(this.pglite, {
      get: (target, property) => {
        if (wrapped.has(property)) return wrapped.get(property);
        const value = Reflect.get(target, property, target);
        // PGlite keeps its state in private fields: its methods must run on the instance itself.
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /** What pglite-socket's connection handler expects of its query queue, with turns. */
  #socketQueue() {
    return {
      enqueue: async (handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> => {
        // Terminate ends the client's connection, not the shared backend.
        if (message[0] === TERMINATE) return 0;
        await this.#acquire(handlerId);
        const scanner = new BackendScanner();
        let bytes = 0;
        try {
          await this.pglite.runExclusive(() =>
            this.pglite.execProtocolRawStream(message, {
              onRawData: (chunk: Uint8Array) => {
                scanner.push(chunk);
                bytes += chunk.length;
                onData(chunk);
              },
            }),
          );
        } catch (err) {
          await this.#endTurn(handlerId);
          throw err;
        }
        for (const { channel, payload } of scanner.notifications) this.#notify(channel, payload);
        // No ReadyForQuery yet: an extended query is under way (Parse, Bind… until Sync).
        if (scanner.status === 'I') this.#release(handlerId);
        return bytes;
      },
      clearQueueForHandler: (handlerId: number) => {
        const gone = this.#waiting.filter((waiter) => waiter.owner === handlerId);
        this.#waiting = this.#waiting.filter((waiter) => waiter.owner !== handlerId);
        for (const waiter of gone) waiter.refuse(new Error('connection closed'));
      },
      clearTransactionIfNeeded: (handlerId: number) => this.#endTurn(handlerId),
    };
  }

  /** A connection that goes away mid-turn: finish its query and roll back what it left open. */
  async #endTurn(handlerId: number): Promise<void> {
    if (this.#owner !== handlerId) return;
    try {
      await this.pglite.runExclusive(async () => {
        await this.pglite.execProtocolRaw(SYNC);
        if (this.pglite.isInTransaction()) await this.pglite.execProtocolRaw(simpleQuery('ROLLBACK'));
      });
    } finally {
      this.#release(handlerId);
    }
  }

  /** Serves the Postgres protocol on a listening socket (connections made before this wait). */
  serve(server: net.Server, waiting: net.Socket[] = []): () => void {
    const queue = this.#socketQueue();
    const open = new Set<net.Socket>();
    const accept = (socket: net.Socket) => {
      if (socket.destroyed) return;
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
      handler.attach(socket).catch(() => socket.destroy());
    };
    server.on('connection', accept);
    for (const socket of waiting) accept(socket);
    return () => {
      server.off('connection', accept);
      for (const socket of open) socket.destroy();
    };
  }
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51; // 'Q'
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}
