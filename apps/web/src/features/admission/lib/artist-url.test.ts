import { describe, expect, it } from 'vitest';
import { WorkflowRequestError } from '../../../lib/workflow-client';
import { artistNotFoundToast, stripQueryString, validationFailureToast } from './artist-url';

describe('stripQueryString', () => {
  it('drops everything from the ? on and trims', () => {
    expect(stripQueryString(' https://open.spotify.com/artist/abc?si=1&x=2 ')).toBe(
      'https://open.spotify.com/artist/abc',
    );
    expect(stripQueryString('https://open.spotify.com/artist/abc')).toBe(
      'https://open.spotify.com/artist/abc',
    );
  });
});

describe('validationFailureToast', () => {
  it('names a 404 as an unknown artist', () => {
    expect(validationFailureToast(new WorkflowRequestError(404, '{}'))).toBe(artistNotFoundToast);
  });

  it("uses the server's message, else the fallback", () => {
    const body = JSON.stringify({ error: 'invalid_request', message: 'Not an artist link' });
    expect(validationFailureToast(new WorkflowRequestError(400, body))).toEqual({
      title: 'Validation Failed',
      description: 'Not an artist link',
    });
    expect(validationFailureToast(new WorkflowRequestError(502, 'Bad gateway'))).toEqual({
      title: 'Validation Failed',
      description: 'Unable to validate artist URL. Please try again.',
    });
    expect(validationFailureToast(new TypeError('Failed to fetch')).description).toBe(
      'Unable to validate artist URL. Please try again.',
    );
  });
});
