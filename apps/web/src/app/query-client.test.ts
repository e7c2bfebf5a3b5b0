import { describe, expect, it } from "vitest";
import { viewerKeys } from "@/entities/viewer/viewer-keys";
import { chatKeys } from "@/features/chat/api/chat-keys";
import { FOLLOWING_MUTATION_SCOPE } from "@/features/following/api/following-keys";
import { SOCIAL_MUTATION_SCOPE } from "@/features/profile/api/profile-keys";
import { sportsKeys } from "@/features/sports/api/sports-keys";
import { createQueryClient } from "./query-client";

describe("createQueryClient", () => {
  it("refreshes the home navigation after a follow or unfollow", async () => {
    const client = createQueryClient();
    client.setQueryData(sportsKeys.homeButtons(), { buttons: [] });
    client.setQueryData(sportsKeys.roomButtons({ league: "nfl" }), { buttons: [] });
    await client
      .getMutationCache()
      .build(client, { mutationKey: [FOLLOWING_MUTATION_SCOPE, "team"], mutationFn: async () => 1 })
      .execute(undefined);
    expect(client.getQueryState(sportsKeys.homeButtons())?.isInvalidated).toBe(true);
    expect(client.getQueryState(sportsKeys.roomButtons({ league: "nfl" }))?.isInvalidated).toBe(
      false,
    );
  });

  it("refreshes chat history and the chat's blocked users after a block or unblock", async () => {
    const client = createQueryClient();
    client.setQueryData(chatKeys.messages("home"), { messages: [] });
    client.setQueryData(viewerKeys.blockedUsers(), []);
    await client
      .getMutationCache()
      .build(client, {
        mutationKey: [SOCIAL_MUTATION_SCOPE, "block-user"],
        mutationFn: async () => 1,
      })
      .execute(undefined);
    expect(client.getQueryState(chatKeys.messages("home"))?.isInvalidated).toBe(true);
    expect(client.getQueryState(viewerKeys.blockedUsers())?.isInvalidated).toBe(true);
  });
});
