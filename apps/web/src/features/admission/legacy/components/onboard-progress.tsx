import { cn } from '../../../../lib/cn';
import { progressSegments, type ProgressSegment } from '../lib/onboard-machine';

const labels: Readonly<Record<ProgressSegment, string>> = {
  profile: 'Profile',
  platforms: 'Platforms',
  role: 'Role',
  account: 'Account',
};

/** The four-segment bar of spec §2.2: the segments up to the current one are filled. */
export function OnboardProgress({ current }: { current: ProgressSegment }) {
  const currentIndex = progressSegments.indexOf(current);
  return (
    <nav aria-label="Onboarding progress">
      <ol className="grid grid-cols-4 gap-2">
        {progressSegments.map((segment, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={segment} aria-current={active ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full transition-colors duration-500',
                  done || active ? 'bg-linear-to-r from-primary to-accent' : 'bg-muted',
                )}
              />
              <span
                className={cn(
                  'mt-1.5 block text-[0.7rem] font-medium tracking-wide uppercase',
                  active ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {labels[segment]}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
