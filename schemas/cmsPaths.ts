/** Where the member area's CMS pages live in the content service, and its page of cookie tables. */
export const MEMBER_CMS_ROOT = '/member_cms-pages';
export const COOKIE_TABLES_PATH = '/member_cms-pages/cookie-tables';
