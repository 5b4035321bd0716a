import { Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ProductClaims } from '../../../components/marketing/product-claims';

interface WelcomeHeroProps {
  badge: string;
  title: string;
  description: ReactNode;
  /** The 'Get Started' control under the claims. */
  children: ReactNode;
}

/** The welcome of both onboardings (spec §2.2, §2.7): badge, headline, the three claims of §1. */
export function WelcomeHero({ badge, title, description, children }: WelcomeHeroProps) {
  const titleId = useId();
  return (
    <>
      <section aria-labelledby={titleId} className="text-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-medium text-primary">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {badge}
        </span>
        <h1
          id={titleId}
          className="mt-5 bg-linear-to-br from-white via-violet-100 to-pink-200 bg-clip-text text-4xl leading-tight font-bold tracking-tight text-balance text-transparent sm:-mx-12 sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-sm text-base leading-7 text-pretty text-muted-foreground">
          {description}
        </p>
      </section>

      <ProductClaims className="mt-8" />

      {children}
    </>
  );
}
