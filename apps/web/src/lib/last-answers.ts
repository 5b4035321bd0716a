// The polled reads (GET calls) carry an ETag; asking with the last one gets a 304 with no body
// when nothing changed. The answers are kept here, in this tab's memory only — the server marks
// them `no-store`, so a user's data never lands in the browser's disk cache — and per user.

const MAX_ANSWERS = 50;

export interface LastAnswers {
  /** The ETag to send for this GET of this user, if an answer is kept. */
  etagOf(userId: string, path: string): string | undefined;
  /** The kept answer's text, for a 304. */
  textOf(userId: string, path: string): string | undefined;
  remember(userId: string, path: string, etag: string, text: string): void;
}

export function createLastAnswers(): LastAnswers {
  const answers = new Map<string, { etag: string; text: string }>();
  const keyOf = (userId: string, path: string) => `${userId} ${path}`;
  return {
    etagOf: (userId, path) => answers.get(keyOf(userId, path))?.etag,
    textOf: (userId, path) => answers.get(keyOf(userId, path))?.text,
    remember(userId, path, etag, text) {
      const key = keyOf(userId, path);
      answers.delete(key);
      answers.set(key, { etag, text });
      if (answers.size > MAX_ANSWERS) {
        const oldest = answers.keys().next();
        if (!oldest.done) answers.delete(oldest.value);
      }
    },
  };
}
