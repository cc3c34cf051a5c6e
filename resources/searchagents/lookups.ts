import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MunicipalitySchema, PostalAreaSchema, type Municipality, type PostalArea } from 'schemas/postalAreas';
import { NamedItemSchema } from 'schemas/meta';
import { useMemberDataProvider } from 'src/providers/dataProvider';

/** The lookup lists the search agent form and list use; they change rarely, so they are kept for the visit. */
function useLookup<T>(path: string, parse: (json: unknown) => T[]) {
  const dataProvider = useMemberDataProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['lookup', path],
    queryFn: async ({ signal }) => parse(await dataProvider.lookup(path, signal)),
    staleTime: Infinity,
    retry: 1,
  });
  return { data: data ?? [], isPending, isError };
}

export const usePostalAreas = () =>
  useLookup<PostalArea>('/postal-areas', (json) => z.object({ postalAreas: z.array(PostalAreaSchema) }).parse(json).postalAreas);

export const useMunicipalities = () =>
  useLookup<Municipality>('/municipalities', (json) => z.object({ municipalities: z.array(MunicipalitySchema) }).parse(json).municipalities);

export const useFacilities = () => useLookup('/facilities', (json) => z.object({ facilities: z.array(NamedItemSchema) }).parse(json).facilities);
