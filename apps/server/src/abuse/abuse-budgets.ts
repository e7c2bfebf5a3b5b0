import { SEND_RATE_LIMIT } from "@huddle/contracts/chat";
import { REACTION_RATE_LIMIT } from "@huddle/contracts/reactions";

/** A fixed-window budget: at most `max` actions per `windowMs`. */
export interface WindowBudget {
  max: number;
  windowMs: number;
}

/** A token bucket: bursts up to `capacity`, refilled at `refillPerSecond`. */
export interface BucketBudget {
  capacity: number;
  refillPerSecond: number;
}

/**
 * Every budget a user, a socket or an address spends, in one place (README, Security). Defaults
 * are for a family chat on game night; the numbers are ours (docs/decisions.md). Only
 * `ABUSE_BUDGET_SCALE`, a benchmark setting, changes any of them.
 */
export interface AbuseBudgets {
  chat: {
    /** Sends and edits in one room (spec 000 'sending messages too fast'). */
    perRoom: WindowBudget;
    /** Sends and edits across all rooms, so 60 rooms do not mean 60 times the room budget. */
    perUser: WindowBudget;
  };
  /** Reaction toggles, shaped like the chat's send budgets (issue 15 §1). */
  reactions: {
    perRoom: WindowBudget;
    perUser: WindowBudget;
  };
  sockets: {
    perUser: number;
    perAddress: number;
    /** How long a connection may stay open before its handshake authenticates. */
    handshakeTimeoutMs: number;
    roomsPerSocket: number;
    joins: BucketBudget;
    typing: BucketBudget;
  };
  reports: WindowBudget;
  appeals: WindowBudget;
  /** Prediction picks saved (each a write; a fan changing their mind a few times is fine). */
  picks: WindowBudget;
  pendingAppealsPerUser: number;
  notifications: {
    rulesPerUser: number;
    emailRulesPerUser: number;
    devicesPerUser: number;
    testPushes: WindowBudget;
  };
  /**
   * Verification links a signed-in user may ask for. Each goes to an address not yet proved to
   * be theirs, so the window is a day: someone who registered with another person's address
   * can send that person only a handful of fixed-text mails.
   */
  verificationEmails: WindowBudget;
  /** Account-wide: after this many failed sign-ins from any address, each try waits. */
  login: { slowdownAfterFailures: number; windowMs: number; delayMs: number };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_ABUSE_BUDGETS: AbuseBudgets = {
  chat: {
    perRoom: { ...SEND_RATE_LIMIT },
    perUser: { max: 15, windowMs: 10_000 },
  },
  reactions: {
    perRoom: { ...REACTION_RATE_LIMIT },
    perUser: { max: 30, windowMs: 10_000 },
  },
  sockets: {
    perUser: 10,
    perAddress: 50,
    handshakeTimeoutMs: 10_000,
    roomsPerSocket: 50,
    joins: { capacity: 20, refillPerSecond: 2 },
    typing: { capacity: 10, refillPerSecond: 1 },
  },
  reports: { max: 20, windowMs: HOUR },
  appeals: { max: 5, windowMs: HOUR },
  picks: { max: 30, windowMs: MINUTE },
  pendingAppealsPerUser: 10,
  notifications: {
    rulesPerUser: 20,
    emailRulesPerUser: 5,
    devicesPerUser: 10,
    testPushes: { max: 5, windowMs: HOUR },
  },
  verificationEmails: { max: 5, windowMs: 24 * HOUR },
  login: { slowdownAfterFailures: 10, windowMs: 15 * MINUTE, delayMs: 2_000 },
};

function scaled(budget: WindowBudget, scale: number): WindowBudget {
  return { max: Math.round(budget.max * scale), windowMs: budget.windowMs };
}

/**
 * The budgets for this process. `scale` (ABUSE_BUDGET_SCALE, default 1) multiplies what a load
 * test from one address with a few hundred users runs into: the chat send and reaction budgets, the socket
 * caps per user and per address, and the join bucket. The handshake timeout, rooms per socket
 * and typing stay as they are: a benchmark needs none of them raised. Never set it in production.
 */
export function abuseBudgets(scale = 1): AbuseBudgets {
  if (scale === 1) return DEFAULT_ABUSE_BUDGETS;
  const { chat, reactions, sockets } = DEFAULT_ABUSE_BUDGETS;
  return {
    ...DEFAULT_ABUSE_BUDGETS,
    chat: { perRoom: scaled(chat.perRoom, scale), perUser: scaled(chat.perUser, scale) },
    reactions: {
      perRoom: scaled(reactions.perRoom, scale),
      perUser: scaled(reactions.perUser, scale),
    },
    sockets: {
      ...sockets,
      perUser: Math.round(sockets.perUser * scale),
      perAddress: Math.round(sockets.perAddress * scale),
      joins: {
        capacity: Math.round(sockets.joins.capacity * scale),
        refillPerSecond: sockets.joins.refillPerSecond * scale,
      },
    },
  };
}
