import { Loading, useGetOne } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import type { ListingRecord } from 'schemas/listings/record';
import { editPath, showPath } from './typePaths';

/**
 * react-admin's own record paths (/listings/{id}/show, /listings/{id}) lead to the listing type routes of
 * SPEC 2, where the access rules of the listing's type apply.
 */
const RedirectTo = ({ to }: { to: 'show' | 'edit' }) => {
  const { id } = useParams();
  const { data, isPending, error } = useGetOne<ListingRecord>('listings', { id: Number(id) }, { enabled: /^\d+$/.test(id ?? '') });
  if (isPending) return <Loading />;
  if (error) return <Navigate to="/listings" replace />;
  return <Navigate to={to === 'show' ? showPath(data) : editPath(data)} replace />;
};

export const ListingShowRedirect = () => <RedirectTo to="show" />;
export const ListingEditRedirect = () => <RedirectTo to="edit" />;
