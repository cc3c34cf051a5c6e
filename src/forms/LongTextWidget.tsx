import { useEffect, useRef, useState } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';

interface Typed {
  /** What the field shows. */
  text: unknown;
  /** The form's value when the field last looked. */
  formValue: unknown;
  /** The texts given to the form that it has not yet answered with, oldest first. */
  given: unknown[];
}

/**
 * A long text, such as a listing's description: what the user types shows at once, and the form is given it once
 * that has been painted. The form renders every field again on a change, which each key press would otherwise wait
 * for; keys typed before the form's turn come to it as one change. When the field is left the form is given the
 * last text at once, so what is checked on leaving and what is saved is always what was typed. A text the form sets
 * itself (a reset) replaces what is shown.
 */
export function LongTextWidget(props: WidgetProps) {
  const { onChange, onBlur, options, registry } = props;
  const value = props.value as unknown;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const [typed, setTyped] = useState<Typed>({ text: value, formValue: value, given: [] });
  // The text typed since the form was last given one, and the frame and task that will give it.
  const waiting = useRef<{ text: unknown } | null>(null);
  const scheduled = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(null);
  const cancelScheduled = () => {
    if (scheduled.current) {
      cancelAnimationFrame(scheduled.current.frame);
      clearTimeout(scheduled.current.timer);
    }
    scheduled.current = null;
  };
  useEffect(() => cancelScheduled, []);

  let shown = typed;
  if (!Object.is(value, typed.formValue)) {
    const answered = typed.given.findLastIndex((text) => Object.is(text, value));
    shown = answered >= 0 ? { text: typed.text, formValue: value, given: typed.given.slice(answered + 1) } : { text: value, formValue: value, given: [] };
    setTyped(shown);
  }

  const give = (text: unknown) => {
    setTyped((current) => ({ ...current, given: [...current.given, text] }));
    onChange(text);
  };
  const giveWaiting = () => {
    const text = waiting.current;
    waiting.current = null;
    cancelScheduled();
    if (text) give(text.text);
  };

  const change = (next: unknown) => {
    setTyped((current) => ({ ...current, text: next }));
    waiting.current = { text: next };
    if (scheduled.current) return;
    const frame = requestAnimationFrame(() => {
      if (scheduled.current) scheduled.current.timer = setTimeout(giveWaiting);
    });
    scheduled.current = { frame };
  };
  const leave = (id: string, text: string) => {
    if (waiting.current) giveWaiting();
    // The form may not have taken the last text given it yet; given again here, it holds it before it checks the field.
    else if (shown.given.length > 0) onChange(shown.given.at(-1));
    onBlur(id, text);
  };
  // As rjsf's own textarea widget renders it, with the rows toFormSchema gives.
  return <BaseInputTemplate {...props} multiline rows={options.rows} value={shown.text} onChange={change} onBlur={leave} />;
}
