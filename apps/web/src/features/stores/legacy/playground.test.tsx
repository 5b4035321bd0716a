import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';

async function renderPlayground() {
  const api = serveApi();
  renderRoute('/playground');
  await screen.findByRole('heading', { level: 1, name: 'Playground' });
  return api;
}

describe('/playground', () => {
  it('says it is a preview and starts on the launching screen', async () => {
    const api = await renderPlayground();
    expect(screen.getByRole('note')).toHaveTextContent('Preview');
    expect(screen.getByRole('radio', { name: 'Launching' })).toBeChecked();
    const preview = screen.getByRole('region', { name: 'Launching store preview' });
    expect(within(preview).getByRole('heading', { name: 'Launching Your Store' })).toBeVisible();
    expect(within(preview).getByRole('timer')).toHaveTextContent('4:07');
    expect(within(preview).getByText('Share your store')).toBeVisible();
    expect(within(preview).getByText('Delete your store')).toBeVisible();
    // A preview: nothing asks any server.
    expect(api.callLog).toEqual([]);
  });

  it('switches to the launched screen with the sample store and its visibility', async () => {
    const api = await renderPlayground();
    await userEvent.click(screen.getByRole('radio', { name: 'Launched' }));
    const preview = screen.getByRole('region', { name: 'Launched store preview' });
    expect(within(preview).queryByText('Launching Your Store')).not.toBeInTheDocument();
    expect(within(preview).getByRole('textbox', { name: 'Store URL' })).toHaveValue(
      'https://shop.example.com/your-artist-name',
    );
    expect(within(preview).getByRole('radio', { name: /Public/ })).toBeChecked();
    expect(within(preview).getByText(/permanent/)).toBeVisible();
    expect(within(preview).getByRole('button', { name: 'Delete store' })).toBeDisabled();
    expect(api.callLog).toEqual([]);
  });
});
