import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstCallsSettled } from '../lib/afterFirstContent';

/**
 * Says when the page's first calls have all answered: no query fetching, and still none a frame later (a page
 * that asks again in its effects is not done). A list holds the first content until its rows are rendered.
 * Once said, it stops listening: it would otherwise count the fetching queries at every change of any query
 * for as long as the user stays.
 */
export const FirstContentWatch = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      if (queryClient.isFetching() > 0) return;
      frame = requestAnimationFrame(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        firstCallsSettled();
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [queryClient]);
  return null;
};
