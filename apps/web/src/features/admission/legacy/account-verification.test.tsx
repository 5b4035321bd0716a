import type { PlatformAccount } from '@encore/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountVerificationStep } from './components/steps/account-verification-step';
import { readStoredJson, renderStep, storeJson } from './testing/render-step';

const ready = { timeout: 3000 };

async function renderVerification(
  platforms: PlatformAccount['platform'][],
  accounts?: PlatformAccount[],
) {
  storeJson('socialPlatforms', { platforms, ...(accounts ? { accounts } : {}), completed: true });
  const view = renderStep(AccountVerificationStep);
  expect(screen.getByRole('status', { name: 'Getting your platforms ready' })).toBeVisible();
  await screen.findByRole('heading', { level: 1, name: 'Verify your accounts' }, ready);
  return view;
}

const cardOf = (name: string) => screen.getByRole('listitem', { name });
const counter = () => screen.getByText(/platforms? verified$/);
const continueButton = () => screen.getByRole('button', { name: /^Continue with/ });

async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('account-verification step', () => {
  it('shows one card per chosen platform with nothing made up, and nothing verified yet', async () => {
    await renderVerification(['instagram', 'youtube']);
    const cards = within(screen.getByRole('list', { name: 'Your platforms' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Instagram', 'YouTube']);
    expect(within(cardOf('Instagram')).getByText('No profile link yet')).toBeVisible();
    expect(within(cardOf('Instagram')).getByText('Not verified')).toBeVisible();
    expect(screen.queryByText(/followers/i)).not.toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 of 2 platforms verified');
    expect(continueButton()).toHaveTextContent('Continue with 0 platforms');
    expect(continueButton()).toBeDisabled();
  });

  it('approves a link the user gives, showing its handle and link; the §5 messages otherwise', async () => {
    await renderVerification(['instagram', 'youtube']);
    const card = cardOf('Instagram');
    const approve = within(card).getByRole('button', { name: 'Approve' });
    await userEvent.click(approve);
    expect(within(card).getByRole('alert')).toHaveTextContent('URL is required');

    const input = within(card).getByLabelText('Instagram profile URL');
    expect(input).toHaveAttribute('placeholder', 'https://instagram.com/yourname');
    await typeInto(input, 'https://x.com/nina');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(approve);
    expect(within(card).getByRole('alert')).toHaveTextContent('Please enter a valid Instagram URL');

    await typeInto(input, 'instagram.com/nina.simone');
    await userEvent.click(approve);
    expect(within(card).getByText('Approved')).toBeVisible();
    expect(within(card).getByText('@nina.simone')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'instagram.com/nina.simone' })).toHaveAttribute(
      'href',
      'https://instagram.com/nina.simone',
    );
    expect(counter()).toHaveTextContent('1 of 2 platforms verified');
    expect(continueButton()).toHaveTextContent('Continue with 1 platform');
    expect(continueButton()).toBeEnabled();
  });

  it("edits a link with Save and Cancel: status edited, toast 'Platform updated'", async () => {
    await renderVerification(
      ['youtube'],
      [
        {
          id: 'youtube',
          platform: 'youtube',
          username: 'nina',
          displayName: '@nina',
          profileUrl: 'https://youtube.com/@nina',
          status: 'approved',
        },
      ],
    );
    const card = cardOf('YouTube');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit URL' }));
    const input = within(card).getByLabelText('YouTube profile URL');
    expect(input).toHaveValue('https://youtube.com/@nina');
    await typeInto(input, 'https://youtube.com/watch?v=1');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('@nina')).toBeVisible();
    expect(within(card).getByText('Approved')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Edit URL' }));
    await typeInto(within(card).getByLabelText('YouTube profile URL'), 'youtube.com/watch?v=1');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Please enter a valid YouTube URL');

    await typeInto(
      within(card).getByLabelText('YouTube profile URL'),
      'https://www.youtube.com/channel/UC123',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByText('Edited')).toBeVisible();
    expect(within(card).getByText('UC123')).toBeVisible();
    expect(await screen.findByText('Platform updated')).toBeVisible();
    expect(counter()).toHaveTextContent('1 of 1 platform verified');
  });

  it('skips a card and re-approves it; a skipped card without a link asks for one', async () => {
    await renderVerification(['tiktok', 'website']);
    const tiktok = cardOf('TikTok');
    await typeInto(within(tiktok).getByLabelText('TikTok profile URL'), 'tiktok.com/@nina');
    await userEvent.click(within(tiktok).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(tiktok).getByRole('button', { name: 'Skip' }));
    expect(within(tiktok).getByText('Skipped')).toBeVisible();
    expect(counter()).toHaveTextContent('0 of 2 platforms verified');
    await userEvent.click(within(tiktok).getByRole('button', { name: 'Re-approve' }));
    expect(within(tiktok).getByText('Approved')).toBeVisible();
    expect(within(tiktok).getByText('@nina')).toBeVisible();

    const website = cardOf('Website');
    await userEvent.click(within(website).getByRole('button', { name: 'Skip' }));
    expect(within(website).getByText('Skipped')).toBeVisible();
    await userEvent.click(within(website).getByRole('button', { name: 'Re-approve' }));
    await typeInto(within(website).getByLabelText('Website profile URL'), 'ninasimone.com');
    await userEvent.click(within(website).getByRole('button', { name: 'Re-approve' }));
    expect(within(website).getByText('Approved')).toBeVisible();
    expect(within(website).getByRole('link', { name: 'ninasimone.com' })).toHaveAttribute(
      'href',
      'https://ninasimone.com',
    );
    expect(counter()).toHaveTextContent('2 of 2 platforms verified');
  });

  it('saves the accounts (link, handle, status, no follower figures) on Continue', async () => {
    const { onNext } = await renderVerification(['soundcloud', 'facebook']);
    const card = cardOf('SoundCloud');
    await typeInto(within(card).getByLabelText('SoundCloud profile URL'), 'soundcloud.com/nina');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(continueButton());
    expect(onNext).toHaveBeenCalledOnce();
    expect(readStoredJson('socialPlatforms')).toEqual({
      platforms: ['soundcloud', 'facebook'],
      accounts: [
        {
          id: 'soundcloud',
          platform: 'soundcloud',
          username: 'nina',
          displayName: 'nina',
          profileUrl: 'https://soundcloud.com/nina',
          status: 'approved',
        },
        {
          id: 'facebook',
          platform: 'facebook',
          username: '',
          displayName: '',
          profileUrl: '',
          status: 'pending',
        },
      ],
      completed: true,
    });
  });

  it("'Skip for now' sets every card aside and says so", async () => {
    const { onSkip, onNext } = await renderVerification(['instagram']);
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Platform verification skipped')).toBeVisible();
    expect(
      screen.getByText('You can always add your social platforms later in settings.'),
    ).toBeVisible();
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onNext).not.toHaveBeenCalled();
    expect(readStoredJson('socialPlatforms')).toMatchObject({
      platforms: ['instagram'],
      accounts: [{ platform: 'instagram', status: 'skipped' }],
      completed: false,
    });
  });
});
