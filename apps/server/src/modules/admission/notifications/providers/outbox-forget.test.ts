import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetOutboxMessages } from './outbox-forget.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('forgetOutboxMessages', () => {
  it("removes the messages that name the person's address or number, and only those", async () => {
    dir = await mkdtemp(join(tmpdir(), 'encore-outbox-'));
    await writeFile(join(dir, '1-email-a.eml'), 'To: Gone@Example.org\r\nSubject: Hi\r\n\r\nHi');
    await writeFile(join(dir, '2-text-b.json'), JSON.stringify({ to: '+44-7700-900123' }));
    await writeFile(join(dir, '3-email-c.eml'), 'To: stays@example.org\r\n\r\nHi');
    await writeFile(join(dir, 'notes.txt'), 'gone@example.org');

    const removed = await forgetOutboxMessages(dir, ['gone@example.org', '+44-7700-900123']);

    expect(removed.map((file) => file.slice((dir ?? '').length + 1)).sort()).toEqual([
      '1-email-a.eml',
      '2-text-b.json',
    ]);
    expect((await readdir(dir)).sort()).toEqual(['3-email-c.eml', 'notes.txt']);
  });

  it('does nothing without an outbox or without addresses', async () => {
    expect(await forgetOutboxMessages(join(tmpdir(), 'no-such-outbox-054'), ['a@b.c'])).toEqual([]);
    expect(await forgetOutboxMessages(tmpdir(), ['', '  '])).toEqual([]);
  });
});
