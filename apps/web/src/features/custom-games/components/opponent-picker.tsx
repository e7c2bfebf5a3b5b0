import { useId, useState } from "react";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { useOpponentSearch } from "../api/search-opponent-teams";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";

interface OpponentPickerProps {
  /** The home team, which cannot play itself. */
  homeTeamId: string;
  linked: { id: string; name: string } | null;
  onLink: (team: Pick<CustomTeam, "id" | "name">) => void;
  onUnlink: () => void;
}

/**
 * Optionally links the opponent to a Huddle custom team, found by name: its page is then linked
 * from the game, and its owner and admins may edit the game too (issue 11).
 */
export function OpponentPicker({ homeTeamId, linked, onLink, onUnlink }: OpponentPickerProps) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const search = useOpponentSearch(query);
  const resultsId = useId();
  const results = (search.data ?? []).filter((team) => team.id !== homeTeamId);

  if (linked) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p>
          Linked to the Huddle team <strong>{linked.name}</strong>.
        </p>
        <Button variant="secondary" onClick={onUnlink}>
          Remove link
        </Button>
      </div>
    );
  }
  const runSearch = () => setQuery(text.trim());
  return (
    <div role="search" aria-label="Find the opponent on Huddle" className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Opponent on Huddle (optional)"
          className="flex-1"
          type="search"
          value={text}
          aria-controls={resultsId}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches here instead of submitting the game form.
            if (e.key === "Enter") {
              e.preventDefault();
              runSearch();
            }
          }}
        />
        <Button variant="secondary" onClick={runSearch} disabled={text.trim() === ""}>
          Find Team
        </Button>
      </div>
      <div id={resultsId} aria-live="polite">
        {search.isError ? (
          <Notice tone="error">{CUSTOM_GAME_TEXTS.opponentSearchFailed}</Notice>
        ) : null}
        {query !== "" && search.isSuccess && results.length === 0 ? (
          <p className="text-sm">{CUSTOM_GAME_TEXTS.opponentSearchEmpty}</p>
        ) : null}
        {results.length > 0 ? (
          <ul aria-label="Matching teams" className="divide-y divide-gray-200 dark:divide-gray-700">
            {results.map((team) => (
              <li key={team.id} className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0 wrap-anywhere text-sm">
                  {team.name}
                  <span className="text-gray-600 dark:text-gray-400">
                    {team.location ? ` · ${team.location}` : ""}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`Choose ${team.name}`}
                  onClick={() => onLink(team)}
                >
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
