/*
 * react-admin's own pages for rare moments (a crash outside the layout, access denied, an auth
 * callback), which App.tsx loads lazily: they bring react-admin's title, buttons and preferences.
 */
export { AccessDenied, AuthCallback, AuthenticationError, Error } from 'react-admin';
