import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { formatDanishNumber, parseDanishNumber } from 'schemas/danishNumber';
import { danishDayText, danishMomentText, parseDanishDay, parseDanishMoment } from 'schemas/dates';

/** How a field's value is written as text, and read back from what the user types. */
export interface TextFormat {
  /** The value as shown while the field is not being edited; null for a value of another kind. */
  show: (value: unknown) => string | null;
  /** The value as shown while it is being edited (the shown text unless told otherwise). */
  edit?: (value: unknown) => string | null;
  /** The value the text stands for; undefined for no text, null for text that stands for none. */
  read: (text: string) => unknown;
}

/** Handlers and the text of a field that shows its value the Danish way and reads it back. */
export interface FormattedText {
  text: string;
  onChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
}

// What a number's text may hold besides its digits, sign and decimal comma: the dots and spaces that group it.
const GROUPING = /[.\s]/;
/** How many characters that are not grouping come before `position`. */
const significantBefore = (text: string, position: number) => Array.from(text.slice(0, position)).filter((c) => !GROUPING.test(c)).length;
/** The position in `text` after `count` characters that are not grouping. */
function positionAfter(text: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (seen === count) return i;
    if (!GROUPING.test(text.charAt(i))) seen += 1;
  }
  return text.length;
}

/**
 * A field's text: the value written the Danish way while the field is not being edited, and exactly what
 * the user types while it is, so the caret stays where it was. Each change hands the form the value read
 * from the text, `empty` for no text, or the text itself when it stands for no value, so that the field's
 * schema refuses it with its own Danish message rather than the browser with one in its own language.
 */
export function useFormattedText(value: unknown, onChange: (value: unknown) => void, textFormat: TextFormat, empty: null | undefined): FormattedText {
  const [typed, setTyped] = useState<string | null>(null);
  // Where the selection was when the field got the focus, to keep it when the text loses its dots.
  const selection = useRef<{ input: HTMLInputElement; start: number; end: number } | null>(null);
  const changedSinceFocus = useRef(false);
  const raw = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const shown = textFormat.show(value) ?? raw;
  useLayoutEffect(() => {
    const kept = selection.current;
    if (!kept) return;
    selection.current = null;
    kept.input.setSelectionRange(positionAfter(kept.input.value, kept.start), positionAfter(kept.input.value, kept.end));
  });
  return {
    text: typed ?? shown,
    onChange: (text) => {
      changedSinceFocus.current = true;
      setTyped(text);
      const read = text.trim() === '' ? undefined : textFormat.read(text);
      onChange(read === undefined ? empty : read === null ? text : read);
    },
    onFocus: () => {
      if (typed !== null) return;
      changedSinceFocus.current = false;
      const edited = textFormat.edit?.(value) ?? shown;
      const input = document.activeElement;
      if (edited === shown || !(input instanceof HTMLInputElement)) {
        setTyped(edited);
        return;
      }
      // The browser sets the selection of a field focused by select() and focus() only once the focus
      // event is over: read it then, and change the text at once, before anything is typed.
      queueMicrotask(() => {
        if (document.activeElement !== input || changedSinceFocus.current) return;
        const { value: text, selectionStart, selectionEnd } = input;
        selection.current = { input, start: significantBefore(text, selectionStart ?? text.length), end: significantBefore(text, selectionEnd ?? text.length) };
        flushSync(() => setTyped(edited));
      });
    },
    onBlur: () => setTyped(null),
  };
}

/** Amounts and areas: '1.000.000' and '125,5' (schemas/danishNumber.ts); no dots while edited. */
export const DANISH_NUMBER: TextFormat = {
  show: (value) => (typeof value === 'number' ? formatDanishNumber(value, { maxDecimals: 10 }) : null),
  edit: (value) => (typeof value === 'number' ? formatDanishNumber(value, { maxDecimals: 10, grouping: false }) : null),
  read: parseDanishNumber,
};

/** A day ('2026-12-01' in the form) as Danes write it: 01.12.2026; 1.12.2026 is read too. */
export const DANISH_DAY_TEXT: TextFormat = {
  show: (value) => (typeof value === 'string' ? danishDayText(value) : null),
  read: parseDanishDay,
};

/** A moment (an ISO instant in the form) in the browser's time zone as Danes write it: 01.12.2026 14:30. */
export const DANISH_MOMENT_TEXT: TextFormat = {
  show: (value) => (typeof value === 'string' ? danishMomentText(value) : null),
  read: parseDanishMoment,
};
