import { preloadable } from '../lib/preloadable';

/**
 * The layout of signed-in pages, in its own chunk so that the login page does not load it. A module of its own,
 * without react-admin's components, so that the entry can ask for it before it runs the rest (src/boot.ts).
 */
export const memberShell = preloadable(() => import('./MemberShell').then((m) => m.MemberShell));
