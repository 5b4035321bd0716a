import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

interface ComingSoonPageProps {
  /** The screen's product name, e.g. 'Store settings'. */
  title: string;
  description?: string;
  /** Short selling points shown as chips under the text. */
  highlights?: readonly string[];
}

/** Stand-in for every route of spec §2.1 whose feature is not built yet. */
export function ComingSoonPage({ title, description, highlights }: ComingSoonPageProps) {
  useDocumentTitle(title);
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 items-center justify-center px-5 py-12 sm:px-8">
        <section
          aria-labelledby="coming-soon-title"
          className="w-full max-w-2xl animate-fade-in text-center"
        >
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
            <Sparkles aria-hidden="true" className="size-3.5" />
            Coming soon
          </span>
          <h1
            id="coming-soon-title"
            className="mt-5 bg-linear-to-br from-white via-violet-100 to-pink-200 bg-clip-text text-4xl font-bold tracking-tight text-balance text-transparent sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mx-auto mt-4 max-w-md text-base leading-7 text-pretty text-muted-foreground">
            {description ?? `The ${title.toLowerCase()} screen is coming soon.`}
          </p>
          {highlights && (
            <ul className="mt-8 flex flex-wrap justify-center gap-2.5">
              {highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card/70 px-3.5 py-1.5 text-sm text-foreground/90"
                >
                  <Check aria-hidden="true" className="size-4 text-accent" />
                  {highlight}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 font-mono text-xs text-muted-foreground/70">{pathname}</p>
          <div className="mt-8 flex justify-center">
            <Button asChild variant="secondary">
              <Link to="/v2">
                Back to Encore
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <SiteFooter className="mx-auto w-full max-w-6xl" />
    </div>
  );
}
