import { useState } from 'react';
import { useInput, type FormProps } from 'react-admin';

/**
 * Form props for a react-admin form whose fields are checked when they are left (and again when left
 * after a submit), with the resolver's Danish messages rather than a toast. The form itself says `noValidate`,
 * so that the browser's own messages never show.
 */
export const CHECKED_ON_LEAVE = {
  mode: 'onBlur',
  reValidateMode: 'onBlur',
  disableInvalidFormNotification: true,
} as const satisfies Partial<FormProps>;

export interface FormInput<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  onFocus: () => void;
  /** The field's message; hidden while the user is back in the field to correct it. */
  error: string | undefined;
}

/**
 * A react-admin input (useInput) for a custom field: `read` turns what the field gives and what the form
 * holds into the field's value. A field's message stays away from the moment it is entered again until
 * it is left or the form is submitted, so the user is not told off while correcting.
 */
export function useFormInput<V>(source: string, read: (value: unknown) => V): FormInput<V> {
  const { field, fieldState, formState } = useInput({ source, parse: read });
  const { submitCount } = formState;
  const [enteredAt, setEnteredAt] = useState<number | null>(null);
  const stored: unknown = field.value;
  return {
    value: read(stored),
    onChange: field.onChange,
    onBlur: () => {
      setEnteredAt(null);
      field.onBlur();
    },
    onFocus: () => setEnteredAt(submitCount),
    error: enteredAt === submitCount ? undefined : fieldState.error?.message,
  };
}

export const asNumber = (value: unknown): number => Number(value);
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whether a submit is under way, so its button waits: `run` marks the work from start to end. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
