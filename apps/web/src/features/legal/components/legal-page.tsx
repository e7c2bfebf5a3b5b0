import { Link } from "react-router";
import { LEGAL_PAGES_LAST_UPDATED, SUPPORT_EMAIL } from "@huddle/contracts/constants";
import { linkClass } from "@/components/ui/styles";
import type { LegalSection } from "../content/legal-section";
import { useDocumentTitle } from "@/lib/use-document-title";

interface LegalPageProps {
  title: string;
  sections: LegalSection[];
}

export function LegalPage({ title, sections }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <main className="min-h-screen bg-gray-50 px-4 py-8 text-gray-900 dark:bg-gray-900 dark:text-gray-100">
      <article className="mx-auto max-w-3xl space-y-6 rounded-lg bg-white p-6 shadow-sm dark:bg-gray-800">
        <header className="space-y-1">
          <Link to="/" className={linkClass}>
            ← Back to Huddle
          </Link>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Last updated {LEGAL_PAGES_LAST_UPDATED}
          </p>
        </header>
        {sections.map((section) => (
          <section key={section.heading} className="space-y-2">
            <h2 className="text-xl font-semibold">{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="leading-relaxed">
                {text}
              </p>
            ))}
            {section.list ? (
              <ul className="list-disc space-y-1 pl-6">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="border-t border-gray-200 pt-4 text-sm dark:border-gray-700">
          Questions? Contact us at{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </article>
    </main>
  );
}
