import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admissionEmail, admissionText } from '../messages.ts';
import { createOutboxMailer } from './email-transport.ts';
import { createOutboxMessenger } from './outbox-files.ts';

let outboxDir: string;

beforeEach(async () => {
  outboxDir = join(await mkdtemp(join(tmpdir(), 'encore-outbox-')), 'outbox');
});
afterEach(async () => {
  await rm(join(outboxDir, '..'), { recursive: true, force: true });
});

const notice = { artistName: 'Los Relámpagos', continueUrl: 'https://encore.example/v2' };

describe('the outbox', () => {
  it('writes an email as an .eml file a mail client opens', async () => {
    const mailer = createOutboxMailer({ outboxDir, from: 'Encore <no-reply@encore.example>' });
    const delivery = await mailer.send(admissionEmail('ana@example.com', notice));
    expect(delivery.via).toBe('outbox');
    expect(delivery.reference).toMatch(/-email-[0-9a-f]{6}\.eml$/);
    const eml = await readFile(delivery.reference, 'utf8');
    expect(eml).toContain('From: Encore <no-reply@encore.example>');
    expect(eml).toContain('To: ana@example.com');
    expect(eml).toContain('Subject: Your spot on Encore is ready');
    expect(eml).toContain('https://encore.example/v2');
    expect(eml).toContain('\r\n');
  });

  it('writes a WhatsApp/SMS message as a JSON file', async () => {
    const messenger = createOutboxMessenger({ outboxDir });
    const delivery = await messenger.send({ to: '+44-7700-900123', text: admissionText(notice) });
    const [name] = await readdir(outboxDir);
    expect(name).toMatch(/-text-[0-9a-f]{6}\.json$/);
    expect(JSON.parse(await readFile(delivery.reference, 'utf8'))).toEqual({
      channel: 'whatsapp-or-sms',
      to: '+44-7700-900123',
      text: 'Encore: your spot is ready! Your merch designs for Los Relámpagos are being created. Continue here: https://encore.example/v2',
      createdAt: expect.any(String),
    });
  });
});

describe('the admission notice', () => {
  it('is friendly and links to /v2, escaping the artist name in HTML', () => {
    const email = admissionEmail('ana@example.com', { ...notice, artistName: 'Tom & <Jerry>' });
    expect(email.text).toContain('your spot on Encore is ready');
    expect(email.text).toContain('for Tom & <Jerry>');
    expect(email.html).toContain('Tom &#38; &#60;Jerry&#62;');
    expect(email.html).toContain('href="https://encore.example/v2"');
    expect(admissionText({ ...notice, artistName: null })).toBe(
      'Encore: your spot is ready! Your merch designs are being created. Continue here: https://encore.example/v2',
    );
  });
});
