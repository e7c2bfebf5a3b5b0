import { LiveArrivals } from "./live-arrivals";

/**
 * A staff console's heading, with the line that announces live arrivals beside it (staff
 * events refresh whichever view is open). On a line of its own, empty, that announcer left a
 * blank band above the tabs.
 */
export function ConsoleHeading({ title }: { title: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h1 className="text-2xl font-bold">{title}</h1>
      <LiveArrivals />
    </div>
  );
}
