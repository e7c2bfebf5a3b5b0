import { useId } from "react";
import type { PredictionChoice, PredictionQuestionView } from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import type { LeagueId } from "@huddle/contracts/sports-leagues";
import { Button } from "@/components/ui/button";
import { choiceLabel, questionStatus, questionTitle } from "../utils/predictions-texts";

interface PredictionQuestionProps {
  view: PredictionQuestionView;
  league: LeagueId;
  game: Game | undefined;
  busy: boolean;
  onPick: (choice: PredictionChoice) => void;
}

/** One question: a toggle button per choice (the fan's pick pressed), then its status line. */
export function PredictionQuestion({ view, league, game, busy, onPick }: PredictionQuestionProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-2">
      <h3 id={titleId} className="text-sm font-semibold">
        {questionTitle(view, league)}
      </h3>
      <div className="flex flex-wrap gap-2">
        {view.choices.map((choice) => {
          const picked = view.myPick === choice;
          return (
            <Button
              key={choice}
              variant={picked ? "primary" : "secondary"}
              aria-pressed={picked}
              disabled={view.locked || busy}
              onClick={() => onPick(choice)}
              // Long team names wrap ("Los Angeles Chargers" in a side panel) rather than lose letters.
              className="min-w-0 flex-1 text-center wrap-anywhere whitespace-normal"
            >
              {choiceLabel(choice, view.line, game)}
            </Button>
          );
        })}
      </div>
      <p aria-live="polite" className="text-xs text-gray-600 dark:text-gray-400">
        {questionStatus(view, game)}
      </p>
    </div>
  );
}
