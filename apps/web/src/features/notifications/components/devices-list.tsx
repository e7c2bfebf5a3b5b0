import type { DeviceToken } from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";

interface DevicesListProps {
  devices: readonly DeviceToken[];
  busy: boolean;
  onRemove: (device: DeviceToken) => void;
}

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString();
}

/** spec 000 §3 Device token: the browsers registered for push, each removable. */
export function DevicesList({ devices, busy, onRemove }: DevicesListProps) {
  if (devices.length === 0) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">No devices registered.</p>;
  }
  return (
    <ul aria-label="Registered devices" className="divide-y divide-gray-200 dark:divide-gray-700">
      {devices.map((device) => (
        <li key={device.id} className="flex items-center justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium capitalize">{device.deviceType}</span> · {device.platform}
            {device.isActive ? "" : " (inactive)"}
            <span className="ml-2 text-xs text-gray-600 dark:text-gray-400">
              Added {when(device.createdAt)}
            </span>
          </span>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Remove ${device.deviceType} device added ${when(device.createdAt)}`}
            onClick={() => onRemove(device)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
