import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { markFirstContentShown } from '../lib/afterFirstContent';

/**
 * Says the page's first content is there once its first calls have all answered and been rendered: no query
 * fetching, after a frame, and still none after it (a page that asks again in its effects is not done).
 */
export const FirstContentWatch = () => {
  const queryClient = useQueryClient();
  useEffect(() => {
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      if (queryClient.isFetching() > 0) return;
      frame = requestAnimationFrame(() => {
        if (queryClient.isFetching() === 0) markFirstContentShown();
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
