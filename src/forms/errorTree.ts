/** A nested error tree as a form library reads it. */
export type ErrorTree = { [key: string]: unknown };

/**
 * The one way from per-field messages keyed by path (`{ 'address.zipCode': msg, 'ccEmail.1': msg }`, as
 * zod and the API give them) to a form library's nested tree: `leaf(message)` is merged in at the path,
 * numeric parts make arrays, and the form's own message ('_') goes at `formKey` (the tree's top without it).
 */
export function errorTree(fields: Record<string, string>, leaf: (message: string) => object, formKey?: string): ErrorTree {
  const tree: ErrorTree = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path !== '_' ? path.split('.') : formKey ? [formKey] : [];
    let node = tree;
    parts.forEach((part, index) => {
      node[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
      node = node[part] as ErrorTree;
    });
    Object.assign(node, leaf(message));
  }
  return tree;
}
