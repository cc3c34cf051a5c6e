import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Divider, Typography } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import css from './sections.module.css';

export interface SchemaFormContext {
  /** The label of a section of the form. */
  groupLabel?: (group: string) => string;
  [key: string]: unknown;
}

/** A field's share of its row from the md breakpoint (a full row below it): its class in sections.module.css. */
function widthClassOf(uiSchema: unknown, name: string): string | undefined {
  const field = (uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[name];
  const width = field?.['ui:width'];
  return width === 'half' || width === 'third' ? css[width] : undefined;
}

// Plain elements with static styles (sections.module.css): the form re-renders its sections on every key press,
// and a styled element per section or field would compute its styles each time.
const Grid = ({ children }: { children: ReactNode }) => <div className={css.grid}>{children}</div>;

const SectionHeading = memo(function SectionHeading({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Divider sx={{ mb: 2 }} />
    </>
  );
});

/** What shows once the first view has been painted, in one transition: the later sections and the buttons alike. */
let afterPaint: Set<() => void> | null = null;

/**
 * Runs `show` in a transition from a task after the next animation frame, so that the browser paints the first
 * view before it renders the rest: a transition begun at once could hold that frame back while it renders a field
 * that takes long. Answers a function that cancels it.
 */
function showAfterPaint(show: () => void): () => void {
  if (!afterPaint) {
    const tasks = new Set<() => void>();
    afterPaint = tasks;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (afterPaint === tasks) afterPaint = null;
        startTransition(() => tasks.forEach((task) => task()));
      }),
    );
  }
  const tasks = afterPaint;
  tasks.add(show);
  return () => tasks.delete(show);
}

/**
 * Whether the rest of the form is shown: from a render after the first view has been painted, which React does as
 * a transition, so the first view is laid out and painted without waiting for the fields below it.
 */
export function useLaterSectionsShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => showAfterPaint(() => setShown(true)), []);
  return shown;
}

/**
 * The first view's fields: the first section's up to its first long text (a listing's description), what the user
 * comes to read and change first; the fields after it follow with the later sections, below it, so nothing moves.
 */
function firstViewOf(fields: string[], uiSchema: unknown): string[] {
  const ui = uiSchema as Record<string, Record<string, unknown> | undefined> | undefined;
  const longText = fields.findIndex((name) => ui?.[name]?.['ui:widget'] === 'textarea');
  return longText < 0 ? fields : fields.slice(0, longText + 1);
}

/**
 * The form's sections: the root object is laid out by the groups toFormSchema made (a titled card
 * each, fields side by side by their width); nested objects stack their fields.
 */
export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, registry, fieldPathId } = props;
  const groups = (uiSchema?.['ui:options'] as { groups?: { name: string; fields: string[] }[] } | undefined)?.groups;
  const context = registry.formContext as SchemaFormContext | undefined;
  // A top-level field's cell carries its name, for SchemaForm to take the user to a field with an error.
  const topLevel = fieldPathId.path.length === 0;
  const laterShown = useLaterSectionsShown();
  const cell = (name: string) => {
    const property = properties.find((p) => p.name === name);
    if (!property || property.hidden) return null;
    return (
      <div key={name} className={widthClassOf(uiSchema, name)} data-field={topLevel ? name : undefined}>
        {property.content}
      </div>
    );
  };
  if (!groups || !topLevel) {
    return <Grid>{properties.map((p) => cell(p.name))}</Grid>;
  }
  return (
    <div className={css.sections}>
      {(laterShown ? groups : groups.slice(0, 1)).map((group) => {
        const title = context?.groupLabel?.(group.name) ?? group.name;
        return (
          <section key={group.name} aria-label={title} className={css.section}>
            <SectionHeading title={title} />
            <Grid>{(laterShown ? group.fields : firstViewOf(group.fields, uiSchema)).map(cell)}</Grid>
          </section>
        );
      })}
    </div>
  );
}
