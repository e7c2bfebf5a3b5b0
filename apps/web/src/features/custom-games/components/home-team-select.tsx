import { forwardRef, useId, type SelectHTMLAttributes } from "react";
import { focusRing } from "@/components/ui/styles";

export interface TeamOption {
  id: string;
  name: string;
}

interface HomeTeamSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  teams: TeamOption[];
  error?: string;
}

/** The team the game is for: one the viewer owns or helps run. */
export const HomeTeamSelect = forwardRef<HTMLSelectElement, HomeTeamSelectProps>(
  function HomeTeamSelect({ teams, error, ...props }, ref) {
    const id = useId();
    const errorId = `${id}-error`;
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          Home Team
        </label>
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`rounded-md border bg-white px-3 py-2 text-base text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${error ? "border-red-600" : "border-gray-300 dark:border-gray-600"} ${focusRing}`}
          {...props}
        >
          {teams.length > 1 ? <option value="">Choose a team</option> : null}
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
