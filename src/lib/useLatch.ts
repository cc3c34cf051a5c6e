import { useState } from 'react';

/** True from the first render at which `condition` holds on: for what should wait once, not again each time it changes. */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
