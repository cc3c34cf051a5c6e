import { MEMBER_CMS_ROOT } from 'schemas/cmsPaths';

/** Every CMS page opens below the member CMS root, at its path in the content service. */
export const CMS_ROUTE_PATH = `${MEMBER_CMS_ROOT}/*`;
