import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../app/navigation';
import type { BookingOptionsDto } from '../../../shared/api/clients';

type BookingStore = BookingOptionsDto['stores'][number];

/** The store `?store=` names (any case), if it takes bookings here. */
export function storeNamedBy(
  options: BookingOptionsDto,
  wanted: string | null,
): BookingStore | undefined {
  const code = wanted?.trim().toLowerCase();
  return code ? options.stores.find((s) => s.code.toLowerCase() === code) : undefined;
}

/**
 * A clinic's own booking link (`/book-online?store=london`) chooses the clinic: once the
 * options are in, `onStore` gets the store the address names, once.
 */
export function useStoreFromAddress(
  options: BookingOptionsDto | null,
  onStore: (store: BookingStore | undefined) => void,
): void {
  const [search] = useSearchParams();
  const wanted = search.get('store');
  const done = useRef(false);
  useEffect(() => {
    if (!options || done.current) return;
    done.current = true;
    const store = storeNamedBy(options, wanted);
    if (store) onStore(store);
  }, [options, wanted, onStore]);
}
