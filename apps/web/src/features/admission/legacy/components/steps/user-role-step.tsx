import type { UserRoleId } from '@encore/contracts';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { RadioCard } from '../../../components/radio-card';
import { readUserRole, saveUserRole } from '../../lib/onboarding-storage';
import type { OnboardStepProps } from '../../onboard-step';
import { categoryTitles, rolesByCategory } from '../role-cards';
import { StepActions } from '../step-actions';
import { StepHeading } from '../step-heading';

const groups = rolesByCategory();

/** user-role-selection (spec §2.2, §5): one of seven roles; Continue needs one. */
export function UserRoleStep({ onNext, onSkip }: OnboardStepProps) {
  const [role, setRole] = useState<UserRoleId | null>(() => readUserRole()?.role ?? null);

  function continueWithRole() {
    if (role === null) return;
    saveUserRole({ role, completed: true });
    onNext();
  }

  function skip() {
    saveUserRole({ role: null, completed: false });
    onSkip();
  }

  return (
    <>
      <StepHeading stepLabel="Step 3 of 4" title="What best describes you?">
        Pick the one that fits how you work with the music.
      </StepHeading>

      <div className="mt-8 flex flex-col gap-6">
        {groups.map(({ category, roles }) => (
          <fieldset key={category}>
            <legend className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
              {categoryTitles[category]}
            </legend>
            <div className="mt-3 grid grid-cols-1 gap-3 min-[380px]:grid-cols-2">
              {roles.map(({ id, title, description, icon }) => (
                <RadioCard
                  key={id}
                  name="user-role"
                  value={id}
                  checked={role === id}
                  onSelect={() => setRole(id)}
                  icon={icon}
                  title={title}
                  detail={description}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>

      <aside
        aria-labelledby="why-we-ask"
        className="mt-6 flex gap-3 rounded-2xl border border-primary/25 bg-primary/5 p-4"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div>
          <h2 id="why-we-ask" className="text-sm font-semibold">
            Why we ask this
          </h2>
          <p className="mt-1 text-sm leading-6 text-muted-foreground">
            It tells us who uses Encore, so we build what people like you need. It doesn&apos;t
            change what you can do, and you can skip it.
          </p>
        </div>
      </aside>

      <StepActions canContinue={role !== null} onContinue={continueWithRole} onSkip={skip} />
    </>
  );
}
