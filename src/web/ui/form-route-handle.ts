import { useMatches } from 'react-router';
import type { FormKind } from '../../shared/stores';

export interface FormRouteHandle {
  kind: FormKind;
  storeCode: string;
  version: string;
}

/** The store, version and kind of the dynamic form route being shown. */
export function useFormRoute(): FormRouteHandle {
  const match = useMatches().at(-1);
  return match?.handle as FormRouteHandle;
}
