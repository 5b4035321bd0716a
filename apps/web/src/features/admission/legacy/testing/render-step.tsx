import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { Providers } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import type { OnboardStepProps } from '../onboard-step';

/** Renders one /onboard step on its own, with spies for what the page would do next. */
export function renderStep(Step: ComponentType<OnboardStepProps>) {
  const props = { onNext: vi.fn(), onBack: vi.fn(), onSkip: vi.fn() };
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <Step {...props} />
    </Providers>,
  );
  return { ...view, ...props };
}

export function storeJson(key: string, value: unknown) {
  window.localStorage.setItem(key, JSON.stringify(value));
}

export function readStoredJson(key: string): unknown {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}
