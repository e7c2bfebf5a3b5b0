import { Fragment } from "react";
import { Link } from "react-router";
import type { Room } from "@huddle/contracts/rules/room";
import { linkClass } from "@/components/ui/styles";
import { roomBreadcrumb } from "../utils/room-labels";

interface RoomBreadcrumbProps {
  room: Room;
  /** The current room's name from the sports data ('Kansas City Chiefs'), replacing 'Team 12'. */
  currentLabel?: string;
}

export function RoomBreadcrumb({ room, currentLabel }: RoomBreadcrumbProps) {
  const trail = roomBreadcrumb(room);
  const crumbs = currentLabel
    ? [...trail.slice(0, -1), { ...trail[trail.length - 1]!, label: currentLabel }]
    : trail;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
        {crumbs.map((crumb, index) => (
          <Fragment key={`${crumb.label}-${index}`}>
            {index > 0 ? <li aria-hidden="true">›</li> : null}
            <li>
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
