import type { FormProps } from 'react-admin';
import type { z } from 'zod';
import { fieldErrors } from 'schemas/fields';

type FormResolver = NonNullable<FormProps['resolver']>;
type ResolverErrors = Awaited<ReturnType<FormResolver>>['errors'];

interface ErrorLeaf {
  type: 'zod';
  message: string;
}
type ErrorTree = { [key: string]: ErrorNode };
type ErrorNode = ErrorLeaf | ErrorTree | ErrorNode[];

function isContainer(node: ErrorNode | undefined): node is ErrorTree | ErrorNode[] {
  return typeof node === 'object' && node !== null && !('type' in node && 'message' in node && typeof node.message === 'string');
}

/** Places a message at a dotted path ('address.zipCode', 'ccEmail.1'), making arrays for numeric parts. */
function setAt(tree: ErrorTree, path: string[], leaf: ErrorLeaf): void {
  let node: ErrorTree | ErrorNode[] = tree;
  path.forEach((part, index) => {
    const last = index === path.length - 1;
    const key = /^\d+$/.test(part) && Array.isArray(node) ? Number(part) : part;
    const container = node as Record<string | number, ErrorNode | undefined>;
    if (last) {
      container[key] = leaf;
      return;
    }
    const next = container[key];
    if (isContainer(next)) {
      node = next;
    } else {
      const created: ErrorTree | ErrorNode[] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      container[key] = created;
      node = created;
    }
  });
}

/**
 * A react-hook-form resolver over a zod schema, so that a react-admin form validates with the very
 * schema the server validates with, and shows its Danish messages on the fields. A valid form submits
 * the parsed values (trimmed, empty optional fields left out).
 */
export function zodResolver(schema: z.ZodType): FormResolver {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as typeof values, errors: {} };
    const errors: ErrorTree = {};
    for (const [path, message] of Object.entries(fieldErrors(result.error))) {
      setAt(errors, path === '_' ? ['root'] : path.split('.'), { type: 'zod', message });
    }
    return { values: {}, errors: errors as ResolverErrors };
  };
}
