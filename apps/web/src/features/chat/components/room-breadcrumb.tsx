import { Fragment } from "react";
import { Link } from "react-router";
import type { Room } from "@huddle/contracts/rules/room";
import { linkClass } from "@/components/ui/styles";
import { roomBreadcrumb, type RoomNavigation } from "../utils/room-breadcrumb";

interface RoomBreadcrumbProps {
  room: Room;
  /**
   * The room's navigation response: names ('Kansas City Chiefs' for 'Team 12') and the league and
   * conference a team or game belongs to. When it fails the trail comes from the query alone.
   */
  navigation?: RoomNavigation;
  /** The names are still being asked for: Home alone, rather than ids that would flash. */
  naming?: boolean;
}

export function RoomBreadcrumb({ room, navigation, naming = false }: RoomBreadcrumbProps) {
  const trail = roomBreadcrumb(room, navigation);
  const crumbs = naming ? trail.slice(0, 1) : trail;
  return (
    // On a phone the current room's crumb, which repeats the heading right below it, is read
    // to screen readers only: that line (two for most games) is room the chat needs.
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 ? (
              <li aria-hidden="true" className={crumb.to ? undefined : "hidden sm:list-item"}>
                ›
              </li>
            ) : null}
            <li className={crumb.to ? undefined : "sr-only sm:not-sr-only"}>
              {crumb.to ? (
                <Link to={crumb.to} className={linkClass}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-gray-900 dark:text-gray-100">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
