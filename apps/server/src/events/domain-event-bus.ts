import type { FastifyBaseLogger } from "fastify";
import type { DomainEventName, DomainEvents } from "@huddle/contracts/domain-events";

export type DomainEventHandler<N extends DomainEventName> = (
  payload: DomainEvents[N],
) => void | Promise<void>;

/** What a slice needs to announce its facts: the bus's publishing side only. */
export interface DomainEventPublisher {
  /**
   * Call after the write has committed. Every subscriber of `name` starts now, in the order
   * they subscribed, before this returns; a subscriber that throws or rejects is logged and
   * the others still run. The promise (which never rejects) settles when all of them have
   * finished: await it where the caller must not move on before them (a job round's
   * announcements), ignore it otherwise.
   */
  publish<N extends DomainEventName>(name: N, payload: DomainEvents[N]): Promise<void>;
}

export interface DomainEventBus extends DomainEventPublisher {
  /** Adds a handler for one event; returns a function that removes it. */
  subscribe<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): () => void;
  /** Settles when every subscriber started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * The in-process domain-event bus of one node (issue 10 §5). It does not cross nodes: a
 * subscriber that must reach every node's sockets emits through socket.io, whose Redis adapter
 * fans the emit out, so each event is delivered once per cluster, by the node that committed it.
 */
export function createDomainEventBus(log: FastifyBaseLogger): DomainEventBus {
  const handlers = new Map<DomainEventName, DomainEventHandler<DomainEventName>[]>();
  const running = new Set<Promise<void>>();

  function isolated<N extends DomainEventName>(
    name: N,
    handler: DomainEventHandler<N>,
    payload: DomainEvents[N],
  ): Promise<void> {
    const failed = (err: unknown) =>
      log.error({ err, event: name }, "domain event subscriber failed");
    try {
      return Promise.resolve(handler(payload)).catch(failed);
    } catch (err) {
      failed(err);
      return Promise.resolve();
    }
  }

  return {
    publish(name, payload) {
      const runs = (handlers.get(name) ?? []).map((handler) => isolated(name, handler, payload));
      const all = Promise.all(runs).then(() => undefined);
      running.add(all);
      void all.finally(() => running.delete(all));
      return all;
    },

    subscribe(name, handler) {
      const list = handlers.get(name) ?? [];
      // Stored by event name, so only payloads of that name ever reach it.
      const stored = handler as DomainEventHandler<DomainEventName>;
      handlers.set(name, [...list, stored]);
      return () =>
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== stored),
        );
    },

    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
