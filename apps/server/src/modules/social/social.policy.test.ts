import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "@huddle/contracts/profile";
import { socialPolicy } from "./social.policy.ts";

const cases = [false, true].flatMap((self) =>
  [false, true].flatMap((blocked) =>
    [false, true].map((blockedBy) => [self, blocked, blockedBy] as const),
  ),
);

describe("social policy matrix", () => {
  it.each(cases)(
    "on oneself: %s, viewer blocks them: %s, they block the viewer: %s",
    (self, blocked, blockedBy) => {
      const target = self ? "viewer" : "other";
      const blocks = { blocked, blockedBy };
      expect(socialPolicy.actsOn("viewer", target)).toBe(!self);
      expect(socialPolicy.abilitiesOn("viewer", target, blocks)).toEqual({
        canFollow: !self && !blocked,
        canBlock: !self,
      });
      expect(socialPolicy.followRefusal(blocks)).toBe(
        blocked
          ? PROFILE_MESSAGES.cannotFollowBlocked
          : blockedBy
            ? PROFILE_MESSAGES.cannotFollowUser
            : null,
      );
    },
  );
});
