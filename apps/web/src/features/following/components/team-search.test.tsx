import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Team } from "@huddle/contracts/sports";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamSearch } from "./team-search";

function team(id: string, name: string, shortName: string): Team {
  return {
    id,
    teamId: id,
    espnId: id,
    name,
    teamName: name,
    shortName,
    abbreviation: shortName.slice(0, 3).toUpperCase(),
    teamColors: ["#00338d", "#c60c30"],
    league: "nfl",
    conferenceDivision: "AFC East",
    conferenceId: "afc",
  };
}

const bills = team("2", "Buffalo Bills", "Bills");
const sabres = team("7", "Buffalo Sabres", "Sabres");

describe("TeamSearch", () => {
  it("searches 300 ms after typing stops, case-insensitively, without followed teams", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setTimeout", "clearTimeout", "Date"] });
    storeSignedIn();
    const fetchMock = mockFetch({
      "/api/user/search": () => jsonResponse(200, { users: [], teams: [bills, sabres] }),
      "/api/user/teams": () => jsonResponse(200, { teams: [bills] }),
    });
    renderPage(<TeamSearch />);
    const input = screen.getByLabelText("Search teams");

    fireEvent.change(input, { target: { value: "   " } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(callsTo(fetchMock, "/api/user/search")).toHaveLength(0);

    fireEvent.change(input, { target: { value: "buf" } });
    await act(() => vi.advanceTimersByTimeAsync(150));
    fireEvent.change(input, { target: { value: "BUFFALO" } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(callsTo(fetchMock, "/api/user/search")).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(200));

    const calls = callsTo(fetchMock, "/api/user/search");
    expect(calls).toHaveLength(1);
    expect(new URL(String(calls[0]![0]), "http://localhost").searchParams.get("q")).toBe("BUFFALO");
    const results = screen.getByRole("list", { name: "Team results" });
    expect(results).toHaveTextContent("Buffalo Sabres");
    expect(results).not.toHaveTextContent("Buffalo Bills");
  });
});
