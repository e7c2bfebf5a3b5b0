import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MembershipTier } from "@huddle/contracts/constants";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { SponsorBanner, useSponsorBannerPadding } from "./sponsor-banner";

function Page() {
  return (
    <div data-testid="page" style={{ paddingBottom: useSponsorBannerPadding() }}>
      <SponsorBanner />
    </div>
  );
}

function setup(tier: MembershipTier) {
  storeSignedIn(buildUser({ membershipTier: tier }));
  mockFetch({
    "/api/billing/sponsor": () =>
      jsonResponse(200, { url: "https://sponsor.example/huddle", text: "Brought to you by Acme" }),
  });
  return renderPage(<Page />);
}

describe("SponsorBanner", () => {
  it.each(["basic", "free"] as const)(
    "shows a %s user the sponsor link in a new tab, with 100 px kept free",
    async (tier) => {
      setup(tier);
      const link = await screen.findByRole("link", { name: "Brought to you by Acme" });
      expect(link).toHaveAttribute("href", "https://sponsor.example/huddle");
      expect(link).toHaveAttribute("target", "_blank");
      expect(screen.getByTestId("page").style.paddingBottom).toBe("100px");
    },
  );

  it("stays away from a paying tier", async () => {
    setup("adfree");
    await screen.findByTestId("page");
    expect(screen.queryByRole("complementary", { name: "Sponsor" })).not.toBeInTheDocument();
    expect(screen.getByTestId("page").style.paddingBottom).toBe("0px");
  });

  it("disappears at once when the session's tier is upgraded", async () => {
    const { manager } = setup("basic");
    await screen.findByRole("link", { name: "Brought to you by Acme" });
    act(() => manager.updateUser({ membershipTier: "pro" }));
    expect(screen.queryByRole("complementary", { name: "Sponsor" })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("user")!).membershipTier).toBe("pro");
  });
});
