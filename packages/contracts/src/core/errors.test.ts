import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createUserRequestSchema } from '../accounts/calls.ts';
import { getArtistBySpotifyUrlRequestSchema } from '../catalog/calls.ts';
import { apiErrorSchema, describeZodError, validationErrorBody } from './errors.ts';

function errorOf<T>(result: z.ZodSafeParseResult<T>): z.ZodError<T> {
  if (result.success) throw new Error('expected the parse to fail');
  return result.error;
}

describe('describeZodError', () => {
  it('names a missing field', () => {
    const error = errorOf(getArtistBySpotifyUrlRequestSchema.safeParse({}));
    expect(describeZodError(error)).toEqual({
      message: 'artistUrl: artistUrl is required',
      field: 'artistUrl',
    });
  });

  it('tells a wrong type apart from a missing field', () => {
    const error = errorOf(getArtistBySpotifyUrlRequestSchema.safeParse({ artistUrl: 5 }));
    expect(describeZodError(error).message).toBe('artistUrl: artistUrl must be a string');
  });

  it('names an empty field', () => {
    const error = errorOf(getArtistBySpotifyUrlRequestSchema.safeParse({ artistUrl: '  ' }));
    expect(describeZodError(error).message).toBe('artistUrl: artistUrl must not be empty');
  });

  it('uses a dot path for nested fields', () => {
    const error = errorOf(
      createUserRequestSchema.safeParse({
        user: { email: 'a@b.c', created_at: 'now' },
        app_context: { source: 'web', version: '1', timestamp: 'now' },
      }),
    );
    expect(describeZodError(error)).toEqual({
      message: 'user.id: user.id is required',
      field: 'user.id',
    });
  });

  it('has no field when the request as a whole is wrong', () => {
    const error = errorOf(getArtistBySpotifyUrlRequestSchema.safeParse('nope'));
    expect(describeZodError(error)).toEqual({
      message: 'the request body must be a JSON object',
      field: undefined,
    });
  });

  it('copes with an error without issues', () => {
    expect(describeZodError({ issues: [] })).toEqual({
      message: 'Invalid request',
      field: undefined,
    });
  });
});

describe('validationErrorBody', () => {
  it('builds a 400 body that matches the API error schema and lists every issue', () => {
    const error = errorOf(getArtistBySpotifyUrlRequestSchema.safeParse({ user_context: 3 }));
    const body = validationErrorBody(error);
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ error: 'invalid_request', field: 'artistUrl' });
    expect(body.issues?.map((issue) => issue.path)).toEqual(['artistUrl', 'user_context']);
  });

  it('omits field for a whole-request error', () => {
    const body = validationErrorBody(errorOf(getArtistBySpotifyUrlRequestSchema.safeParse(null)));
    expect('field' in body).toBe(false);
  });
});
