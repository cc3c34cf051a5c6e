import { useEffect, useId, useRef, useState, type SyntheticEvent, type ReactNode } from 'react';
import css from './filterBar.module.css';

/** How long typing rests before a text filter is sent: react-admin's filter form waits as long. */
const TEXT_FILTER_DELAY = 500;

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A field of the bar: the input, then its label, which CSS floats above the value as MUI's filled field does. */
const Field = ({ id, label, filled, wide, children }: { id: string; label: string; filled: boolean; wide?: boolean; children: ReactNode }) => (
  <div className={classes(css.field, wide && css.wide, filled && css.filled)}>
    {children}
    <label htmlFor={id} className={css.label}>
      {label}
    </label>
  </div>
);

interface TextBox {
  sent: string;
  send: (text: string) => void;
  waiting?: { timer: ReturnType<typeof setTimeout>; text: string };
}

const flush = (box: TextBox) => {
  const { waiting } = box;
  if (!waiting) return;
  clearTimeout(waiting.timer);
  box.waiting = undefined;
  box.sent = waiting.text;
  box.send(waiting.text);
};

/**
 * A text filter, sent once typing has rested, as react-admin's filter form does. What is typed stays while the list
 * loads: the list's value coming back from an earlier send does not overwrite text typed since, while a value set
 * elsewhere (a saved view, the URL) replaces it. Enter sends at once.
 */
export const TextFilter = ({ label, value, onSend }: { label: string; value: string; onSend: (text: string) => void }) => {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // One object for the field's life: the text last sent, the send waiting for typing to rest, the latest onSend.
  const box = useRef<TextBox>({ sent: value, send: onSend }).current;
  useEffect(() => {
    box.send = onSend;
  });
  if (value !== seen) {
    setSeen(value);
    if (value !== box.sent) setDraft(value);
  }
  // Folded away on a phone, or left for another page: what was typed is still sent.
  useEffect(() => () => flush(box), [box]);
  const change = (text: string) => {
    setDraft(text);
    if (box.waiting) clearTimeout(box.waiting.timer);
    box.waiting = { timer: setTimeout(() => flush(box), TEXT_FILTER_DELAY), text };
  };
  return (
    <Field id={id} label={label} filled={draft !== ''} wide>
      <input
        id={id}
        className={css.input}
        type="text"
        value={draft}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') flush(box);
        }}
      />
    </Field>
  );
};

/**
 * A choice's value as shown: the one just made at once, as react-admin sets the list's filter in a later task (a
 * controlled input would flip back meanwhile), and the list's own once it changes.
 */
function useShown<T>(value: T): [T, (next: T) => void] {
  const [shown, setShown] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setShown(value);
  }
  return [shown, setShown];
}

export interface Choice {
  id: number;
  name: string;
}

/** A choice of one, or none (the empty first option): the list is asked at once. */
export const SelectFilter = ({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: number | undefined;
  choices: readonly Choice[];
  onChange: (id: number | undefined) => void;
}) => {
  const id = useId();
  const [shown, setShown] = useShown(value);
  return (
    <Field id={id} label={label} filled={shown !== undefined}>
      <select
        id={id}
        className={classes(css.input, css.select)}
        value={shown === undefined ? '' : String(shown)}
        onChange={(e) => {
          const chosen = e.target.value === '' ? undefined : Number(e.target.value);
          setShown(chosen);
          onChange(chosen);
        }}
      >
        <option value="" />
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </Field>
  );
};

/** A switch, as MUI's small one looks: on or off, at once. */
export const SwitchFilter = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) => {
  const id = useId();
  const [shown, setShown] = useShown(checked);
  return (
    <div className={css.switchField}>
      <input
        id={id}
        className={css.switch}
        type="checkbox"
        role="switch"
        checked={shown}
        onChange={(e) => {
          setShown(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
};

/** The bar's form: Enter in a field sends it (TextFilter), and does not reload the page. */
export const preventSubmit = (e: SyntheticEvent) => e.preventDefault();
