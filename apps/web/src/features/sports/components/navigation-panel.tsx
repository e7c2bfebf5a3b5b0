import { useEffect, useRef, type FocusEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { RoomButton } from "@huddle/contracts/room-navigation";
import { roomSlug } from "@huddle/contracts/rules/room";
import { Button } from "@/components/ui/button";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { focusRing, linkClass } from "@/components/ui/styles";
import type { SportsQuery } from "../api/sports-keys";
import { useRoomButtons } from "../api/get-room-buttons";
import { buttonLeague, buttonLink, buttonText } from "../utils/sports-links";
import { SPORTS_TEXTS } from "../utils/sports-texts";
import { LeagueIcon } from "./league-icon";

interface NavigationPanelProps {
  /** The room's /room query, or `{ homepage: "true" }` for the home page. */
  query: SportsQuery;
  title?: string;
  className?: string;
  /** Something to show beside a button (the app adds follow toggles on the home page). */
  renderAction?: (button: RoomButton) => ReactNode;
}

const muted = "text-sm text-gray-600 dark:text-gray-400";
const primaryLink = `inline-flex rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 ${focusRing}`;
const buttonClass = `flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-gray-100 dark:hover:bg-gray-700 ${focusRing}`;

/** The fallback 'Home' button to /room (spec 000 §2 Home page). */
function HomeFallback() {
  return (
    <Link to="/room" className={primaryLink}>
      {SPORTS_TEXTS.home}
    </Link>
  );
}

function ButtonLink({ button }: { button: RoomButton }) {
  const league = button.type === "league" ? buttonLeague(button) : null;
  return (
    <Link to={buttonLink(button)} className={buttonClass} data-button-type={button.type}>
      {button.type === "back" ? <span aria-hidden="true">←</span> : null}
      {button.type === "home" ? <span aria-hidden="true">⌂</span> : null}
      {league ? <LeagueIcon league={league} decorative /> : null}
      <span className="truncate">{buttonText(button)}</span>
    </Link>
  );
}

/**
 * A row that goes while it holds the focus (unfollowing from the home navigation removes the
 * row of the toggle just pressed) would drop keyboard users onto the page's start: the focus
 * moves to the link of the row that took its place, or the last row (browser QA).
 */
function useFocusInShrinkingList(rows: unknown) {
  const list = useRef<HTMLUListElement>(null);
  const focusedRow = useRef<number | null>(null);

  useEffect(() => {
    const index = focusedRow.current;
    const active = document.activeElement;
    if (!list.current || index === null || (active && active !== document.body)) return;
    const links = list.current.querySelectorAll<HTMLElement>(":scope > li > a");
    links[Math.min(index, links.length - 1)]?.focus();
  }, [rows]);

  return {
    ref: list,
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      const row = (event.target as HTMLElement).closest("li");
      focusedRow.current = row ? [...event.currentTarget.children].indexOf(row) : null;
    },
    // Moved elsewhere on purpose; a removed row's focus has no next target and is kept.
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) focusedRow.current = null;
    },
  };
}

/**
 * The navigation panel (spec 000 §2, §3 Room navigation button): the room's buttons as links;
 * 'Failed to load navigation' with Retry, 'No navigation available', and on the home page
 * 'Follow Leagues' when nothing is followed plus the fallback 'Home' button.
 */
export function NavigationPanel({
  query: roomQuery,
  title = "Navigation",
  className = "",
  renderAction,
}: NavigationPanelProps) {
  const query = useRoomButtons(roomQuery);
  const isHome = roomQuery.homepage === "true";
  const keepFocus = useFocusInShrinkingList(query.data?.buttons);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className={muted}>
        {SPORTS_TEXTS.loadingNavigation}
      </p>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="space-y-2 text-sm">
        <p className="font-semibold text-red-800 dark:text-red-300">
          {SPORTS_TEXTS.navigationFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {SPORTS_TEXTS.retry}
        </Button>
      </div>
    );
  } else if (query.data.buttons.length === 0) {
    body = (
      <>
        <p className={muted}>{SPORTS_TEXTS.noNavigation}</p>
        {isHome ? (
          <Link to="/profile?tab=follow" className={`block text-sm ${linkClass}`}>
            {SPORTS_TEXTS.followLeagues}
          </Link>
        ) : null}
      </>
    );
  } else {
    body = (
      <ul className="space-y-0.5" {...keepFocus}>
        {query.data.buttons.map((button) => (
          <li key={`${button.type}-${roomSlug(button.room)}`} className="flex items-center gap-1">
            <ButtonLink button={button} />
            {renderAction?.(button)}
          </li>
        ))}
      </ul>
    );
  }

  const showHome = isHome || query.isError || query.data?.buttons.length === 0;
  return (
    <CollapsiblePanel title={title} className={className}>
      {body}
      {showHome ? <HomeFallback /> : null}
    </CollapsiblePanel>
  );
}
