/** How many saved views of the listing index one user may keep, and how long a view's name may be. */
export const LISTING_VIEWS_MAX = 50;
export const LISTING_VIEW_NAME_MAX = 60;
