import { Button } from "./button";

interface ErrorBoxProps {
  message?: string;
  details?: string;
  onRetry?: () => void;
}

/** spec 000 §2 Error screens: the reusable error box. */
export function ErrorBox({ message = "An error occurred", details, onRetry }: ErrorBoxProps) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-semibold">{message}</p>
      {details ? <p className="mt-1 text-sm">{details}</p> : null}
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
