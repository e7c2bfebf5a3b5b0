import { io, type Socket } from "socket.io-client";
import { REACTION_EMOJI } from "@huddle/contracts/reactions";
import type {
  ClientToServerEvents,
  SendMessageAck,
  ServerToClientEvents,
} from "@huddle/contracts/realtime";
import { CHAT_LINES } from "./chat-text.ts";
import type { DeliveredMessage, RawReceiver } from "./raw-receivers.ts";
import { CONNECT_BATCH, inBatches, JOIN_BATCH } from "./batches.ts";
import { sleep } from "./processes.ts";
import { envCount, LatencyHistogram } from "./stats.ts";

export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Opens `count` websocket clients, spread round-robin over `urls` and `tokens`. */
export async function connectSockets(
  urls: readonly string[],
  tokens: readonly string[],
  count: number,
  batch = CONNECT_BATCH,
): Promise<BenchSocket[]> {
  return inBatches(count, batch, (i) =>
    connectOne(urls[i % urls.length]!, tokens[i % tokens.length]!),
  );
}

function connectOne(url: string, token: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(url, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: { token },
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(new Error(`connect failed: ${error.message}`));
    });
  });
}

export async function joinAll(
  sockets: readonly BenchSocket[],
  roomSlug: string,
  batch = JOIN_BATCH,
) {
  await inBatches(sockets.length, batch, (i) => joinOne(sockets[i]!, roomSlug));
}

function joinOne(socket: BenchSocket, roomSlug: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("join timed out")), 30_000);
    socket.emit("join-room", { roomSlug }, (ack) => {
      clearTimeout(timer);
      if (!("ok" in ack)) return reject(new Error(`join refused: ${ack.error}`));
      resolve();
    });
  });
}

export function closeAll(
  sockets: readonly BenchSocket[],
  receivers: readonly RawReceiver[] = [],
): void {
  for (const socket of sockets) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  for (const receiver of receivers) receiver.close();
}

interface SentRecord {
  sentAt: number;
  received: number;
  /** 0 waiting for the ack, 1 acknowledged, -1 refused. */
  acked: 0 | 1 | -1;
}

/**
 * Matches every delivery to the message sent (by its unique text), counts deliveries and
 * records send→receive latency. One handler is shared by every receiver to keep the
 * client side lean: a map look-up, two increments and a histogram bucket per delivery.
 */
export class DeliveryTracker {
  private sent = new Map<string, SentRecord>();
  histogram = new LatencyHistogram();
  deliveries = 0;
  windowDeliveries = 0;
  unknown = 0;
  measuring = false;

  readonly onMessage = (message: DeliveredMessage): void => {
    const record = this.sent.get(message.text);
    if (record === undefined) {
      this.unknown++;
      return;
    }
    record.received++;
    this.deliveries++;
    this.histogram.record(performance.now() - record.sentAt);
    if (this.measuring) this.windowDeliveries++;
  };

  reset(): void {
    this.sent = new Map();
    this.histogram = new LatencyHistogram();
    this.deliveries = 0;
    this.windowDeliveries = 0;
    this.unknown = 0;
    this.measuring = false;
  }

  track(text: string): SentRecord {
    const record: SentRecord = { sentAt: performance.now(), received: 0, acked: 0 };
    this.sent.set(text, record);
    return record;
  }

  /** Waits until every acknowledged message reached all `receivers`, or `graceMs` passed. */
  async drain(receivers: number, graceMs: number): Promise<{ lost: number; unacked: number }> {
    const deadline = performance.now() + graceMs;
    for (;;) {
      let lost = 0;
      let unacked = 0;
      for (const record of this.sent.values()) {
        if (record.acked === 0) unacked++;
        else if (record.acked === 1 && record.received < receivers) lost++;
      }
      if ((lost === 0 && unacked === 0) || performance.now() >= deadline) return { lost, unacked };
      await sleep(100);
    }
  }
}

export interface SendStats {
  attempted: number;
  acked: number;
  failed: number;
  /** Game-day mix: reaction toggles sent, and how many the server refused. */
  reactions: number;
  reactionsFailed: number;
  /** Ticks skipped because the sender already had `maxInFlight` messages unacknowledged. */
  skipped: number;
  errors: Map<string, number>;
}

export interface LoadOptions {
  senders: readonly BenchSocket[];
  roomSlug: string;
  /** Messages per second per sender (the server allows 5 per 5 s per user per room). */
  ratePerSender: number;
  durationMs: number;
  maxInFlight: number;
  tracker: DeliveryTracker;
  mix?: GameDayMix;
}

/**
 * Issue 15 §1 on the send path: every `mentionEvery`-th message of a sender names one of
 * `mentionUsernames` (people in the room, so the mention is delivered: in-app event, badge,
 * push/email rules), and every `reactEvery`-th acknowledged message is followed by a reaction
 * toggle on a message another sender just posted (a room-wide `reactions-updated` fan-out, batched per room).
 */
export interface GameDayMix {
  mentionUsernames: readonly string[];
  mentionEvery: number;
  reactEvery: number;
}

/**
 * The game-day mix both chat benches use: a mention in one message of four, a toggle per three
 * acks. BENCH_MENTION_EVERY and BENCH_REACT_EVERY change either (0: never), to tell what each
 * half of the mix costs.
 */
export const GAME_DAY = {
  mentionEvery: envCount("BENCH_MENTION_EVERY", 4),
  reactEvery: envCount("BENCH_REACT_EVERY", 3),
} as const;

/** The latest acknowledged message ids of the room, shared by every sender to react to. */
class RecentMessages {
  private ids: string[] = [];
  add(id: string): void {
    this.ids.push(id);
    if (this.ids.length > 64) this.ids.shift();
  }
  pick(seed: number): string | undefined {
    return this.ids.length ? this.ids[seed % this.ids.length] : undefined;
  }
}

function mentionPrefix(mix: GameDayMix | undefined, sender: number, seq: number): string {
  if (!mix || mix.mentionEvery === 0 || seq % mix.mentionEvery !== 0) return "";
  const name = mix.mentionUsernames[(sender + seq) % mix.mentionUsernames.length];
  return name ? `@${name} ` : "";
}

/**
 * Open-loop load: each sender sends on its own fixed schedule (staggered so the room sees an
 * even rate), whatever the server's pace, up to `maxInFlight` unacknowledged messages each.
 * Each text is a varied chat line plus a unique tag and the send time.
 */
export function runSenders(options: LoadOptions): Promise<SendStats> {
  const { senders, roomSlug, tracker, maxInFlight, mix } = options;
  const interval = 1000 / options.ratePerSender;
  const stats: SendStats = {
    attempted: 0,
    acked: 0,
    failed: 0,
    reactions: 0,
    reactionsFailed: 0,
    skipped: 0,
    errors: new Map(),
  };
  const recent = new RecentMessages();
  const start = performance.now();
  return new Promise((resolve) => {
    let active = senders.length;
    senders.forEach((socket, i) => {
      let seq = 0;
      let inFlight = 0;
      let acks = 0;
      const offset = (i / senders.length) * interval;
      const react = () => {
        const messageId = recent.pick(i * 13 + acks);
        if (!messageId) return;
        const emoji = REACTION_EMOJI[(i + acks) % REACTION_EMOJI.length]!;
        stats.reactions++;
        socket.emit("toggle-reaction", { messageId, emoji }, (ack) => {
          if (!("ok" in ack)) stats.reactionsFailed++;
        });
      };
      const onAck = (record: SentRecord) => (ack: SendMessageAck) => {
        inFlight--;
        if ("ok" in ack) {
          record.acked = 1;
          stats.acked++;
          if (mix && mix.reactEvery > 0 && ++acks % mix.reactEvery === 0) react();
          if (mix) recent.add(ack.message.id);
        } else {
          record.acked = -1;
          stats.failed++;
          stats.errors.set(ack.error, (stats.errors.get(ack.error) ?? 0) + 1);
        }
      };
      const tick = () => {
        if (performance.now() - start >= options.durationMs) {
          if (--active === 0) resolve(stats);
          return;
        }
        if (inFlight >= maxInFlight) {
          stats.skipped++;
        } else {
          const line = CHAT_LINES[(i * 7 + seq) % CHAT_LINES.length];
          const messageText = `${mentionPrefix(mix, i, seq)}${line} #${i}-${seq} ${Date.now()}`;
          const record = tracker.track(messageText);
          stats.attempted++;
          inFlight++;
          socket.emit(
            "send-message",
            { roomSlug, messageText, parentMessageId: null },
            onAck(record),
          );
        }
        seq++;
        setTimeout(tick, Math.max(0, start + offset + seq * interval - performance.now()));
      };
      setTimeout(tick, offset);
    });
  });
}
