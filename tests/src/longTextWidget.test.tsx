import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getDefaultRegistry } from '@rjsf/core';
import { Templates } from '@rjsf/mui';
import type { Registry, WidgetProps } from '@rjsf/utils';
import { LongTextWidget } from 'src/forms/LongTextWidget';

const defaults = getDefaultRegistry();
const registry = { ...defaults, templates: { ...defaults.templates, ...Templates } } as unknown as Registry;

/** The widget as the form renders it, holding `value`; what it gives the form is recorded, and not taken. */
function field(value: string | undefined, onChange = vi.fn(), onBlur = vi.fn()) {
  const props = {
    id: 'root.description',
    name: 'description',
    label: 'Beskrivelse',
    schema: { type: 'string' },
    uiSchema: {},
    options: { rows: 4 },
    registry,
    value,
    onChange,
    onBlur,
    onFocus: vi.fn(),
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    rawErrors: [],
  } as unknown as WidgetProps;
  const view = render(<LongTextWidget {...props} />);
  const rerender = (next: string | undefined) => view.rerender(<LongTextWidget {...props} value={next} />);
  return { box: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Beskrivelse' }), onChange, onBlur, rerender };
}

/** An empty field, and what it gave the form and said of leaving, in order. */
function emptyFieldInOrder() {
  const order: string[] = [];
  const { box } = field(
    undefined,
    vi.fn((text: string) => order.push(`change ${text}`)),
    vi.fn((_id: string, text: string) => order.push(`leave ${text}`)),
  );
  return { box, order };
}

/** Waits past the next frame and a task after it, when what was typed is given to the form. */
const painted = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));

describe('LongTextWidget', () => {
  it('shows each key at once, and gives the form the text once it has been painted, keys typed meanwhile as one change', async () => {
    const { box, onChange } = field('Lyse');
    fireEvent.change(box, { target: { value: 'Lyse k' } });
    fireEvent.change(box, { target: { value: 'Lyse ko' } });
    expect(box).toHaveValue('Lyse ko');
    expect(onChange).not.toHaveBeenCalled();
    await painted();
    expect(onChange.mock.calls).toEqual([['Lyse ko']]);
  });

  it('keeps what was typed when the form answers with an older text', async () => {
    const { box, onChange, rerender } = field('Lyse');
    fireEvent.change(box, { target: { value: 'Lyse k' } });
    await painted();
    fireEvent.change(box, { target: { value: 'Lyse ko' } });
    await painted();
    expect(onChange.mock.calls).toEqual([['Lyse k'], ['Lyse ko']]);

    rerender('Lyse k');
    expect(box).toHaveValue('Lyse ko');
    rerender('Lyse ko');
    expect(box).toHaveValue('Lyse ko');
  });

  it('gives the form the text at once when the field is left before its turn, and then says the field was left', async () => {
    const { box, order } = emptyFieldInOrder();
    fireEvent.change(box, { target: { value: 'Havudsigt' } });
    fireEvent.blur(box);
    await painted();
    expect(order).toEqual(['change Havudsigt', 'leave Havudsigt']);
  });

  it('gives the last text again when the field is left before the form has taken it', async () => {
    const { box, order } = emptyFieldInOrder();
    fireEvent.change(box, { target: { value: 'Havudsigt' } });
    await painted();
    fireEvent.blur(box);
    expect(order).toEqual(['change Havudsigt', 'change Havudsigt', 'leave Havudsigt']);
  });

  it('gives nothing again when the form has taken the text', async () => {
    const { box, onChange, onBlur, rerender } = field('');
    fireEvent.change(box, { target: { value: 'Havudsigt' } });
    await painted();
    rerender('Havudsigt');
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('root.description', 'Havudsigt');
  });

  it('shows a text the form sets itself in place of what was typed', async () => {
    const { box, rerender } = field('Lyse');
    fireEvent.change(box, { target: { value: 'Lyse kontorer' } });
    await painted();
    rerender('Nyrenoverede kontorer');
    expect(box).toHaveValue('Nyrenoverede kontorer');
  });
});
