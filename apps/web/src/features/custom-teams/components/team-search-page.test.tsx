import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildCustomTeam, searchPage } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamSearchPage } from "./team-search-page";

function setup(respond?: (params: URLSearchParams) => Response) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/custom-teams/search": (url) =>
      respond?.(url.searchParams) ??
      jsonResponse(
        200,
        searchPage([buildCustomTeam()], Number(url.searchParams.get("page")), 20, 240),
      ),
  });
  renderPage(<TeamSearchPage />, "/custom/search");
  const searches = () =>
    callsTo(fetchMock, "/api/custom-teams/search").map(
      ([url]) => new URL(String(url), "http://localhost").searchParams,
    );
  return { searches };
}

describe("TeamSearchPage", () => {
  it("shows a card's notice in the fixed toast region, not above the results", async () => {
    setup();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Share Eastside Ballers" }));
    const region = screen.getByRole("region", { name: "Team notice" });
    expect(await within(region).findByText("Share URL copied to clipboard!")).toBeVisible();
  });

  it("searches typed text once, after a 500 ms pause", async () => {
    const { searches } = setup();
    const user = userEvent.setup();
    await screen.findByText("240 teams");
    await user.type(screen.getByLabelText("Search"), "ball");
    expect(searches().some((p) => p.has("query"))).toBe(false);
    await waitFor(() => expect(searches().filter((p) => p.has("query"))).toHaveLength(1), {
      timeout: 2_000,
    });
    expect(searches().at(-1)!.get("query")).toBe("ball");
  });

  it("applies the sort at once and clears every filter", async () => {
    const { searches } = setup();
    const user = userEvent.setup();
    await screen.findByText("240 teams");
    await user.selectOptions(screen.getByLabelText("Sort by"), "name");
    await waitFor(() => expect(searches().at(-1)!.get("sortBy")).toBe("name"));
    await user.selectOptions(screen.getByLabelText("Membership"), "true");
    await waitFor(() => expect(searches().at(-1)!.get("requiresAcceptance")).toBe("true"));
    await user.click(screen.getByRole("button", { name: "Clear All Filters" }));
    expect(screen.getByLabelText("Sort by")).toHaveValue("newest");
    expect(screen.getByLabelText("Membership")).toHaveValue("");
    await waitFor(() => expect(searches().at(-1)!.has("requiresAcceptance")).toBe(false));
  });

  it("names the no-filter choice apart from every real choice ('Any age', not 'All ages')", async () => {
    setup();
    await screen.findByText("240 teams");
    for (const label of ["Age Range", "Skill Level"]) {
      const names = Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) =>
        o.text.toLowerCase(),
      );
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("shows at most 5 page buttons and asks for the page pressed", async () => {
    const { searches } = setup();
    const user = userEvent.setup();
    const nav = await screen.findByRole("navigation", { name: "Pagination" });
    expect(within(nav).getAllByRole("button", { name: /^Page \d+$/ })).toHaveLength(5);
    expect(within(nav).getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await user.click(within(nav).getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(searches().at(-1)!.get("page")).toBe("3"));
    expect(await within(nav).findByRole("button", { name: "Page 3" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(
      screen.getByRole("link", { name: "View Details of Eastside Ballers" }),
    ).toBeInTheDocument();
  });

  it("says 'No teams found' when nothing matches", async () => {
    setup(() => jsonResponse(200, searchPage([], 1, 0)));
    expect(await screen.findByText("No teams found")).toBeInTheDocument();
  });

  it("shows the failure and no results when the search fails", async () => {
    setup(() => jsonResponse(500, { error: "boom" }));
    expect(
      await screen.findByText("Failed to search teams. Please try again."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Search results" })).not.toBeInTheDocument();
  });
});
