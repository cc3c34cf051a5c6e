import { Navigate } from 'react-router-dom';
import { useAccess } from '../access/AccessProvider';
import { homeTarget } from '../access/guard';

/** SPEC 2's '/': a redirect by the user's accounts (the guard has already made sure they are loaded). */
export const HomeRedirect = () => {
  const { state } = useAccess();
  return <Navigate to={homeTarget(state)} replace />;
};
