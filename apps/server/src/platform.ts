import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { DomainEventBus } from "./events/domain-event-bus.ts";
import type { Clock } from "./lib/clock.ts";
import type { Mailer } from "./lib/mail/mailer.ts";
import type { RateStore } from "./lib/rate/rate-store.ts";
import type { PresenceStore } from "./realtime/presence.ts";
import type { HuddleServer } from "./realtime/socket-server.ts";

/**
 * What app.ts builds once and hands to slice plugins. A plugin's options name the parts it uses
 * (`Pick<Platform, …>`) next to the other slices' public APIs it calls, so its dependencies read
 * from its signature.
 */
export interface Platform {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Socket.IO; with Redis its adapter fans every emit out to all nodes. */
  io: HuddleServer;
  /** Committed facts, published by slices, subscribed to by realtime, pushes and deliveries. */
  bus: DomainEventBus;
  rates: RateStore;
  presence: PresenceStore;
  /** Whether other nodes share this one's sockets (Redis adapter). */
  clustered: boolean;
  /** Calls `listener` whenever Redis comes back after an outage (never without Redis). */
  afterRedisOutage(listener: () => void | Promise<void>): void;
}
