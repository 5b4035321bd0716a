import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UserRoleStep } from './components/steps/user-role-step';
import { readStoredJson, renderStep, storeJson } from './testing/render-step';

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('user-role-selection step', () => {
  it('offers the seven roles of spec §3 by category, as Step 3, with why we ask', () => {
    renderStep(UserRoleStep);
    expect(screen.getByText('Step 3 of 4')).toBeVisible();
    const roles = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'));
    expect(roles('Creators')).toEqual([
      'solo-artist',
      'band-member',
      'producer',
      'content-creator',
    ]);
    expect(roles('Business')).toEqual(['manager', 'label']);
    expect(roles('Something else')).toEqual(['other']);
    expect(screen.getByRole('heading', { name: 'Why we ask this' })).toBeVisible();
    expect(continueButton()).toBeDisabled();
  });

  it('needs a role to continue, then saves it', async () => {
    const { onNext } = renderStep(UserRoleStep);
    await userEvent.click(screen.getByRole('radio', { name: /Record Label/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Band Member/ }));
    expect(screen.getByRole('radio', { name: /Band Member/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Record Label/ })).not.toBeChecked();
    await userEvent.click(continueButton());
    expect(readStoredJson('userRole')).toEqual({ role: 'band-member', completed: true });
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('shows the role chosen before', () => {
    storeJson('userRole', { role: 'producer', completed: true });
    renderStep(UserRoleStep);
    expect(screen.getByRole('radio', { name: /Producer/ })).toBeChecked();
    expect(continueButton()).toBeEnabled();
  });

  it("'Skip for now' saves no role", async () => {
    const { onSkip, onNext } = renderStep(UserRoleStep);
    await userEvent.click(screen.getByRole('radio', { name: /Manager/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(readStoredJson('userRole')).toEqual({ role: null, completed: false });
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onNext).not.toHaveBeenCalled();
  });
});
