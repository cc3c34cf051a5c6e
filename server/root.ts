import { fileURLToPath } from 'node:url';

/**
 * The project's root. Files the server reads beside its sources (the migrations, the demo images) are found from
 * here rather than from their own module's URL, so that they are found as well when the server runs built into
 * dist-server/main.mjs, which sits, like this file, one level below the root.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
