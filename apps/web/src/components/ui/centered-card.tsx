import type { ReactNode } from "react";

/** A single card centred on the page: the public auth screens use it. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-3 py-8 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
      <div className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-md dark:bg-gray-800">
        {children}
      </div>
    </main>
  );
}
