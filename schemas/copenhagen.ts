// The server's services still import the Copenhagen day from here; schemas/dates is its home.
export { COPENHAGEN_TIME_ZONE, copenhagenDay } from './dates';
