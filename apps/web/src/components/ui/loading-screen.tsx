interface LoadingScreenProps {
  message?: string;
  /** Inside a page layout: fills the content area instead of the whole screen. */
  inline?: boolean;
}

export function LoadingScreen({ message = "Loading...", inline = false }: LoadingScreenProps) {
  const area = inline ? "py-16" : "min-h-screen bg-gray-50 dark:bg-gray-900";
  return (
    <div
      role="status"
      className={`flex items-center justify-center text-gray-700 dark:text-gray-200 ${area}`}
    >
      <span className="mr-3 inline-block h-5 w-5 animate-spin rounded-full border-2 border-sky-600 border-t-transparent motion-reduce:animate-none" />
      <span>{message}</span>
    </div>
  );
}
