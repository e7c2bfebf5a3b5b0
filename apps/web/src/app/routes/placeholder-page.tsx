interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** A page whose feature has not landed yet: its title and a short note. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {description ?? "This page is coming soon."}
      </p>
    </div>
  );
}
