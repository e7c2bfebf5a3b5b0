import type { AvailabilityStatus } from "../hooks/use-availability";

interface AvailabilityHintProps {
  status: AvailabilityStatus;
  takenMessage: string;
  availableMessage: string;
}

export function AvailabilityHint({
  status,
  takenMessage,
  availableMessage,
}: AvailabilityHintProps) {
  if (status === "checking")
    return <span className="text-gray-600 dark:text-gray-300">Checking availability...</span>;
  if (status === "available")
    return <span className="text-green-700 dark:text-green-400">{availableMessage}</span>;
  if (status === "taken")
    return <span className="text-red-700 dark:text-red-400">{takenMessage}</span>;
  return null;
}
