import { HttpError } from 'react-admin';

/** The field errors of a 400 or 422 answer, keyed by path, as a react-admin form's onSubmit returns them. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** What went wrong, in the server's (Danish) words when it said something. */
export const reasonOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message.trim() ? error.message : fallback);
