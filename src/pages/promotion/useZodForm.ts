import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { HttpError } from 'react-admin';
import { fieldErrors } from 'schemas/fields';

export type FieldErrors = Record<string, string>;

export interface FieldProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  onFocus: () => void;
  /** The field's message, shown after it was left or the form was submitted. */
  error: string | undefined;
}

function without(errors: FieldErrors, name: string): FieldErrors {
  if (!(name in errors)) return errors;
  const { [name]: _gone, ...rest } = errors;
  return rest;
}

/**
 * A small form over a zod schema from schemas/, so the form says what the server says. SPEC 5: a
 * field is checked when it is left and its message clears when it is entered again; submitting
 * checks every field, and the server's field errors (a 400) are shown on the fields too.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const errorsOf = useCallback(
    (data: unknown): FieldErrors => {
      const parsed = schema.safeParse(data);
      return parsed.success ? {} : fieldErrors(parsed.error);
    },
    [schema],
  );

  const field = <K extends keyof z.input<S> & string>(name: K): FieldProps<z.input<S>[K]> => ({
    value: values[name],
    onChange: (value) => {
      const next = { ...(valuesRef.current as Record<string, unknown>), [name]: value } as z.input<S>;
      valuesRef.current = next;
      setValues(next);
    },
    onBlur: () => {
      const message = errorsOf(valuesRef.current)[name];
      setErrors((current) => (message ? { ...current, [name]: message } : without(current, name)));
    },
    onFocus: () => setErrors((current) => without(current, name)),
    error: errors[name],
  });

  /** Validates everything, then runs `save` with the parsed data; `save` answers field errors to show. */
  const onSubmit = (save: (data: z.output<S>) => Promise<FieldErrors | void>) => async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(valuesRef.current);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      const serverErrors = await save(parsed.data);
      setErrors(serverErrors ?? {});
    } finally {
      setBusy(false);
    }
  };

  return { values, field, errors, busy, onSubmit };
}

/** The field errors of a 400 answer, as the HTTP client passes them on. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null || !('errors' in error.body)) return {};
  const errors = (error.body as { errors?: Record<string, unknown> }).errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** What went wrong, in the server's (Danish) words when it said something. */
export const reasonOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message.trim() ? error.message : fallback);
