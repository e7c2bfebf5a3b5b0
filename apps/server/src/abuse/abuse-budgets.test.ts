import { describe, expect, it } from "vitest";
import { abuseBudgets, DEFAULT_ABUSE_BUDGETS } from "./abuse-budgets.ts";

describe("abuseBudgets", () => {
  it("is the defaults when the scale is 1", () => {
    expect(abuseBudgets()).toBe(DEFAULT_ABUSE_BUDGETS);
    expect(abuseBudgets(1)).toBe(DEFAULT_ABUSE_BUDGETS);
  });

  it("scales the send budgets, the socket caps and the join bucket for a benchmark", () => {
    const budgets = abuseBudgets(100);
    const { chat, sockets } = DEFAULT_ABUSE_BUDGETS;
    expect(budgets.chat.perRoom).toEqual({
      max: chat.perRoom.max * 100,
      windowMs: chat.perRoom.windowMs,
    });
    expect(budgets.chat.perUser).toEqual({
      max: chat.perUser.max * 100,
      windowMs: chat.perUser.windowMs,
    });
    expect(budgets.sockets.perUser).toBe(sockets.perUser * 100);
    expect(budgets.sockets.perAddress).toBe(sockets.perAddress * 100);
    expect(budgets.sockets.joins).toEqual({
      capacity: sockets.joins.capacity * 100,
      refillPerSecond: sockets.joins.refillPerSecond * 100,
    });
  });

  it("never scales the handshake timeout, rooms per socket, typing or the other budgets", () => {
    const budgets = abuseBudgets(100);
    const { sockets } = DEFAULT_ABUSE_BUDGETS;
    expect(budgets.sockets.handshakeTimeoutMs).toBe(sockets.handshakeTimeoutMs);
    expect(budgets.sockets.roomsPerSocket).toBe(sockets.roomsPerSocket);
    expect(budgets.sockets.typing).toEqual(sockets.typing);
    expect(budgets.reports).toEqual(DEFAULT_ABUSE_BUDGETS.reports);
    expect(budgets.login).toEqual(DEFAULT_ABUSE_BUDGETS.login);
  });
});
