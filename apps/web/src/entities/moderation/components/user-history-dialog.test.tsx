import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAdminUser } from "@/test/admin-factories";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { UserHistoryDialog } from "./user-history-dialog";

describe("UserHistoryDialog (browser QA)", () => {
  it("names each action in words, not by its audit key", async () => {
    storeSignedIn();
    const user = buildAdminUser({ username: "vic" });
    const at = "2026-12-02T10:00:00.000Z";
    mockFetch({
      [`/api/admin/users/${user.userId}`]: () =>
        jsonResponse(200, {
          user,
          history: [
            { action: "user.ban", moderator: "e2e_root", createdAt: at, reason: "spam links" },
            { action: "user.tier", moderator: "e2e_root", createdAt: at, reason: "" },
            { action: "user.someday", moderator: "e2e_root", createdAt: at, reason: "" },
          ],
        }),
    });
    renderPage(<UserHistoryDialog userId={user.userId} onClose={() => {}} />);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Banned by e2e_root: spam links/),
      expect.stringMatching(/^Tier changed by e2e_root/),
      // An action added later without a label still says something.
      expect.stringMatching(/^user\.someday by e2e_root/),
    ]);
    expect(screen.queryByText("user.ban")).toBeNull();
  });
});
