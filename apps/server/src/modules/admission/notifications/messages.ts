// What a person on the waiting list receives when their spot is ready.
import type { EmailMessage } from './providers/channels.ts';

export interface AdmissionNotice {
  /** The artist they signed up with, when known. */
  artistName: string | null;
  /** `${PUBLIC_URL}/v2`, where they continue. */
  continueUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function admissionEmail(to: string, notice: AdmissionNotice): EmailMessage {
  const forArtist = notice.artistName ? ` for ${notice.artistName}` : '';
  const text = [
    'Hi there,',
    '',
    `Good news: your spot on Encore is ready! We're creating your first merch designs${forArtist} now.`,
    '',
    `Sign in to pick your favourites and launch your store: ${notice.continueUrl}`,
    '',
    'Zero upfront cost, no inventory, fulfilment handled.',
    '',
    'See you there,',
    'The Encore team',
    '',
  ].join('\n');
  const html = [
    '<p>Hi there,</p>',
    `<p>Good news: your spot on Encore is ready! We're creating your first merch designs${escapeHtml(forArtist)} now.</p>`,
    `<p><a href="${escapeHtml(notice.continueUrl)}">Sign in to pick your favourites and launch your store</a></p>`,
    '<p>Zero upfront cost, no inventory, fulfilment handled.</p>',
    '<p>See you there,<br>The Encore team</p>',
  ].join('\n');
  return { to, subject: 'Your spot on Encore is ready', text, html };
}

/** WhatsApp/SMS: short, one link. */
export function admissionText(notice: AdmissionNotice): string {
  const forArtist = notice.artistName ? ` for ${notice.artistName}` : '';
  return `Encore: your spot is ready! Your merch designs${forArtist} are being created. Continue here: ${notice.continueUrl}`;
}
