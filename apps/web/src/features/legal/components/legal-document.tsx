import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { EncoreLogo } from '../../../components/brand/encore-logo';
import { SiteFooter } from '../../../components/layout/site-footer';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/format-date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLegalFacts } from '../hooks/use-legal-facts';
import { useBackNavigation } from '../hooks/use-back-navigation';

interface LegalDocumentProps {
  title: string;
  summary: string;
  children: ReactNode;
}

/** The shared frame of /privacy and /terms: back button, title, last-updated date, body. */
export function LegalDocument({ title, summary, children }: LegalDocumentProps) {
  useDocumentTitle(title);
  const goBack = useBackNavigation();
  // Spec §2.1: the pages are static and show today's date as their last update.
  const lastUpdated = formatLongDate(new Date());

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 border-b border-border/60 bg-background/80 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
          <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Link to="/v2" aria-label="Encore home" className="rounded-lg">
            <EncoreLogo className="[&_svg]:size-7 [&>span]:text-lg" />
          </Link>
        </div>
      </header>

      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pt-10 pb-16 sm:px-6 sm:pt-14">
        <article className="animate-fade-in">
          <p className="text-xs font-semibold tracking-[0.2em] text-primary uppercase">Legal</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 text-sm text-muted-foreground">
            Last updated:{' '}
            <time dateTime={new Date().toISOString().slice(0, 10)}>{lastUpdated}</time>
          </p>
          <p className="mt-6 rounded-2xl border border-border bg-card/60 p-4 text-[15px] leading-7 text-foreground/90 sm:p-5">
            {summary}
          </p>
          <div className="mt-4">{children}</div>
        </article>
      </main>
      <SiteFooter className="mx-auto w-full max-w-3xl border-t border-border/60" />
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 scroll-mt-20">
      <h2 className="text-lg font-semibold tracking-tight sm:text-xl">{title}</h2>
      <div className="mt-3 space-y-4 text-[15px] leading-7 text-foreground/80">{children}</div>
    </section>
  );
}

export function LegalList({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul className={cn('list-disc space-y-2 pl-5 marker:text-primary/70', className)} {...props} />
  );
}

export function Strong(props: ComponentProps<'strong'>) {
  return <strong className="font-semibold text-foreground" {...props} />;
}

export function MailLink({ address }: { address: string }) {
  return (
    <a
      href={`mailto:${address}`}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      {address}
    </a>
  );
}

export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/** The closing "Contact us" section both legal pages end with. */
export function ContactSection({ title }: { title: string }) {
  const facts = useLegalFacts();
  return (
    <LegalSection title={title}>
      <p>
        {[facts.operator, facts.businessAddress].filter(Boolean).join(', ')}
        <br />
        Privacy questions: <MailLink address={facts.privacyEmail} />
        <br />
        Legal notices: <MailLink address={facts.contactEmail} />
      </p>
    </LegalSection>
  );
}
