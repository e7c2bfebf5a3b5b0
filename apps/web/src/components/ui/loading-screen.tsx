interface LoadingScreenProps {
  message?: string;
}

export function LoadingScreen({ message = "Loading..." }: LoadingScreenProps) {
  return (
    <div
      role="status"
      className="flex min-h-screen items-center justify-center bg-gray-50 text-gray-700 dark:bg-gray-900 dark:text-gray-200"
    >
      <span className="mr-3 inline-block h-5 w-5 animate-spin rounded-full border-2 border-sky-600 border-t-transparent motion-reduce:animate-none" />
      <span>{message}</span>
    </div>
  );
}
