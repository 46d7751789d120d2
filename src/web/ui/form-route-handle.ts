import { useMatches } from '../app/navigation';
import type { FormRoute } from '../app/form-routes';

export type FormRouteHandle = Pick<FormRoute, 'kind' | 'storeCode' | 'version'>;

/** The store, version and kind of the dynamic form route being shown (its loader's answer). */
export function useFormRoute(): FormRouteHandle {
  const match = useMatches().at(-1);
  return match?.loaderData as FormRouteHandle;
}
