import { memo, type ReactNode } from 'react';
import { Box, Divider, Paper, Stack, Typography } from '@mui/material';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

export interface SchemaFormContext {
  /** The label of a section of the form. */
  groupLabel?: (group: string) => string;
  [key: string]: unknown;
}

const COLUMNS = { full: 12, half: 6, third: 4 } as const;

function widthOf(uiSchema: unknown, name: string): keyof typeof COLUMNS {
  const field = (uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[name];
  const width = field?.['ui:width'];
  return width === 'half' || width === 'third' ? width : 'full';
}

// The cells are plain elements placed by their grid's class rules: the form re-renders its sections on every key
// press, and a styled element per field would compute its styles each time.
const CELL_RULES = Object.fromEntries(
  Object.entries(COLUMNS).map(([width, span]) => [`& > .cell-${width}`, { gridColumn: { xs: 'span 12', md: `span ${span}` } }]),
);

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 2, rowGap: 1, ...CELL_RULES }}>{children}</Box>
);

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
  const cell = (name: string) => {
    const property = properties.find((p) => p.name === name);
    if (!property || property.hidden) return null;
    return (
      <div key={name} className={`cell-${widthOf(uiSchema, name)}`} data-field={topLevel ? name : undefined}>
        {property.content}
      </div>
    );
  };
  if (!groups || !topLevel) {
    return <Grid>{properties.map((p) => cell(p.name))}</Grid>;
  }
  return (
    <Stack spacing={2}>
      {groups.map((group) => {
        const title = context?.groupLabel?.(group.name) ?? group.name;
        return (
          <Paper key={group.name} component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <SectionHeading title={title} />
            <Grid>{group.fields.map(cell)}</Grid>
          </Paper>
        );
      })}
    </Stack>
  );
}
