import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signIn, signedInUser } from "../../test/factories.ts";
import { createBrowserSubscription, startPushReceiver } from "../../test/push-receiver.ts";
import { startSmtpReceiver } from "../../test/smtp-receiver.ts";
import { connectSocket, nextEvent } from "../../test/socket-client.ts";
import { createTeam, fan, TEAMS, type Fan } from "./custom-teams.fixtures.ts";

let t: TestApp;
let baseUrl: string;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let pushes: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  pushes = await startPushReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, WEB_PUSH_ALLOW_HTTP: "true" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushes.close();
});

/** A requester with an open socket, a registered browser and (when verified) an inbox. */
async function requester(emailVerified: boolean) {
  const f = await signedInUser(t.app, t.database, { emailVerified });
  const { tokens } = await signIn(t.app, f.user, "10.30.0.1");
  const socket = await connectSocket(baseUrl, tokens.accessToken);
  const path = `/push/${randomUUID()}`;
  const browser = createBrowserSubscription(`${pushes.origin}${path}`);
  const res = await f.call("POST", "/api/notifications/device-tokens", {
    token: browser.token,
    deviceType: "desktop",
  });
  expect(res.statusCode).toBeLessThan(300);
  return {
    ...f,
    socket,
    pushes: () =>
      pushes.received
        .filter((p) => p.path === path)
        .map(
          (p) =>
            JSON.parse(browser.decrypt(p.body)) as { title: string; body: string; url: string },
        ),
    mails: () => smtp.received.filter((m) => m.to.includes(f.user.email)),
  };
}

async function requestToJoin(owner: Fan, joiner: Fan) {
  const team = await createTeam(owner.call, { name: "Northside Nets", requiresAcceptance: true });
  const res = await joiner.call("POST", `${TEAMS}/${team.id}/join`);
  expect(res.statusCode).toBe(202);
  return { team, requestId: res.json().request.requestId as string };
}

describe("telling the requester how their join request was decided", () => {
  it("approval: in-app at once, then push and email with the welcome message", async () => {
    const owner = await fan(t, "pro");
    const joiner = await requester(true);
    const { team, requestId } = await requestToJoin(owner, joiner);

    const inApp = nextEvent(joiner.socket, "join-request-decided");
    const res = await owner.call("POST", `${TEAMS}/${team.id}/join-requests/${requestId}`, {
      action: "approve",
    });
    expect(res.statusCode).toBe(200);
    expect(await inApp).toEqual({
      requestId,
      teamId: team.id,
      teamName: "Northside Nets",
      status: "approved",
      message: "Welcome to the team!",
      title: "Welcome to Northside Nets!",
      body: 'Your request to join Northside Nets was approved. "Welcome to the team!"',
      url: `/room?customTeam=${team.id}`,
    });
    await t.app.deliveries.idle();
    expect(joiner.pushes()).toEqual([
      expect.objectContaining({
        title: "Welcome to Northside Nets!",
        url: `/room?customTeam=${team.id}`,
      }),
    ]);
    const [mail, ...more] = joiner.mails();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Welcome to Northside Nets!");
    expect(mail!.text).toContain(`/room?customTeam=${team.id}`);

    // A second approval is refused and tells nobody again.
    const again = await owner.call("POST", `${TEAMS}/${team.id}/join-requests/${requestId}`, {
      action: "approve",
    });
    expect(again.statusCode).toBe(409);
    await t.app.deliveries.idle();
    expect(joiner.pushes()).toHaveLength(1);
    expect(joiner.mails()).toHaveLength(1);
    joiner.socket.close();
  });

  it("denial in bulk: the owner's reason reaches the fan; no email to an unverified address", async () => {
    const owner = await fan(t, "pro");
    const joiner = await requester(false);
    const { team, requestId } = await requestToJoin(owner, joiner);

    const inApp = nextEvent(joiner.socket, "join-request-decided");
    const res = await owner.call("POST", `${TEAMS}/${team.id}/join-requests/bulk`, {
      action: "deny",
      requestIds: [requestId],
      message: "Roster is full this season",
    });
    expect(res.statusCode).toBe(200);
    expect(await inApp).toMatchObject({
      status: "denied",
      message: "Roster is full this season",
      body: 'Your request to join Northside Nets was not approved. "Roster is full this season"',
      url: `/custom-team/${team.id}`,
    });
    await t.app.deliveries.idle();
    expect(joiner.pushes()).toEqual([
      expect.objectContaining({ title: "Northside Nets: join request declined" }),
    ]);
    expect(joiner.mails()).toEqual([]);
    joiner.socket.close();
  });

  it("respects preferences: notifications off means no push and no email (in-app still)", async () => {
    const owner = await fan(t, "pro");
    const joiner = await requester(true);
    const off = await joiner.call("PUT", "/api/user/notification-preferences", {
      notificationsEnabled: false,
    });
    expect(off.statusCode).toBe(200);
    const { team, requestId } = await requestToJoin(owner, joiner);

    const inApp = nextEvent(joiner.socket, "join-request-decided");
    await owner.call("POST", `${TEAMS}/${team.id}/join-requests/${requestId}`, { action: "deny" });
    expect((await inApp).status).toBe("denied");
    await t.app.deliveries.idle();
    expect(joiner.pushes()).toEqual([]);
    expect(joiner.mails()).toEqual([]);
    joiner.socket.close();
  });
});
