import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlatformSelectionStep } from './components/steps/platform-selection-step';
import { readStoredJson, renderStep, storeJson } from './testing/render-step';

const card = (name: RegExp | string) => screen.getByRole('button', { name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('platform-selection step', () => {
  it('offers the seven platforms as Step 2, Continue disabled until one is chosen', () => {
    renderStep(PlatformSelectionStep);
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Social platforms' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.querySelector('.font-semibold')?.textContent),
    ).toEqual([
      'Instagram',
      'TikTok',
      'YouTube',
      'X (Twitter)',
      'Facebook',
      'SoundCloud',
      'Website',
    ]);
    expect(continueButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeEnabled();
  });

  it('numbers the platforms in the order chosen and renumbers when one is dropped', async () => {
    renderStep(PlatformSelectionStep);
    await userEvent.click(card(/YouTube/));
    await userEvent.click(card(/Instagram/));
    await userEvent.click(card(/Website/));
    expect(card(/YouTube/)).toHaveAttribute('aria-pressed', 'true');
    expect(card(/YouTube/)).toHaveTextContent(/1$/);
    expect(card(/Instagram/)).toHaveTextContent(/2$/);
    expect(card(/Website/)).toHaveTextContent(/3$/);

    await userEvent.click(card(/YouTube/));
    expect(card(/YouTube/)).toHaveAttribute('aria-pressed', 'false');
    expect(card(/Instagram/)).toHaveTextContent(/1$/);
    expect(card(/Website/)).toHaveTextContent(/2$/);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 selected');
  });

  it("stops at four: the others are disabled and 'Maximum platforms selected' shows", async () => {
    renderStep(PlatformSelectionStep);
    for (const name of [/Instagram/, /TikTok/, /YouTube/, /Facebook/]) {
      await userEvent.click(card(name));
    }
    expect(screen.getByRole('status')).toHaveTextContent('Maximum platforms selected');
    expect(card(/X \(Twitter\)/)).toBeDisabled();
    expect(card(/SoundCloud/)).toBeDisabled();
    expect(card(/Website/)).toBeDisabled();
    expect(card(/TikTok/)).toBeEnabled();

    await userEvent.click(card(/TikTok/));
    expect(card(/Website/)).toBeEnabled();
    expect(screen.queryByText('Maximum platforms selected')).not.toBeInTheDocument();
  });

  it('saves the choice in order on Continue and moves on', async () => {
    const { onNext, onSkip } = renderStep(PlatformSelectionStep);
    await userEvent.click(card(/SoundCloud/));
    await userEvent.click(card(/TikTok/));
    await userEvent.click(continueButton());
    expect(readStoredJson('socialPlatforms')).toEqual({
      platforms: ['soundcloud', 'tiktok'],
      completed: true,
    });
    expect(onNext).toHaveBeenCalledOnce();
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('keeps accounts linked before for the platforms still chosen', async () => {
    const instagram = {
      id: 'instagram',
      platform: 'instagram',
      username: 'nina',
      displayName: '@nina',
      profileUrl: 'https://instagram.com/nina',
      status: 'approved',
    };
    const tiktok = {
      ...instagram,
      id: 'tiktok',
      platform: 'tiktok',
      profileUrl: '',
      status: 'pending',
    };
    storeJson('socialPlatforms', {
      platforms: ['instagram', 'tiktok'],
      accounts: [instagram, tiktok],
      completed: true,
    });
    renderStep(PlatformSelectionStep);
    expect(card(/Instagram/)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(card(/TikTok/));
    await userEvent.click(continueButton());
    expect(readStoredJson('socialPlatforms')).toEqual({
      platforms: ['instagram'],
      accounts: [instagram],
      completed: true,
    });
  });

  it("'Skip for now' stores an empty list", async () => {
    const { onSkip, onNext } = renderStep(PlatformSelectionStep);
    await userEvent.click(card(/Instagram/));
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(readStoredJson('socialPlatforms')).toEqual({ platforms: [], completed: false });
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onNext).not.toHaveBeenCalled();
  });
});
