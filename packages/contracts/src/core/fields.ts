import { z } from 'zod';

// Field builders for request schemas. Every message starts with the field name so that a 400 can
// tell the caller which field is wrong, and "missing" is told apart from "wrong type".

function typeMessage(field: string, expected: string) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined ? `${field} is required` : `${field} must be ${expected}`;
}

/** A required string that must not be empty (after trimming). */
export function requiredString(field: string) {
  return z
    .string({ error: typeMessage(field, 'a string') })
    .trim()
    .min(1, `${field} must not be empty`);
}

/** A required string that may be empty. */
export function stringField(field: string) {
  return z.string({ error: typeMessage(field, 'a string') });
}

export function requiredBoolean(field: string) {
  return z.boolean({ error: typeMessage(field, 'true or false') });
}

/** A non-empty list of non-empty strings, e.g. design asset ids. */
export function nonEmptyStringList(field: string, emptyMessage: string) {
  return z
    .array(requiredString(`${field} item`), { error: typeMessage(field, 'a list of strings') })
    .min(1, emptyMessage);
}

/** An object inside a request; `field` names it in the message when it is missing or not an object. */
export function requiredObject<Shape extends z.ZodRawShape>(field: string, shape: Shape) {
  return z.object(shape, { error: typeMessage(field, 'an object') });
}
