import { useEffect, useState } from 'react';
import { useCreateFlightCart } from '../api/create-flight-cart';
import type { FareFamilyId, Language, Money } from '@wayfare/contract';
import type { FlightProduct } from '../model/flight-url';

interface SelectFlightOptions {
  product: FlightProduct;
  language: Language;
  domainName: string;
  businessProfileId: string | undefined;
  onCartCreated?: (cart: { cartId: string; requestUuid: string }) => void;
  /** spec §4: cart creation toggles a fetching flag (true while CreateCart runs, false after or on unmount). */
  onCartCreating?: (pending: boolean) => void;
}

/**
 * The select action: CreateCart with the chosen proposal (spec §7). Any failure (the cart service answering
 * 501 included) leaves a clear error notice; a success hands the cart to the caller.
 */
export function useSelectFlight(props: SelectFlightOptions) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState(false);
  const [added, setAdded] = useState(false);
  const mutation = useCreateFlightCart();
  const { onCartCreating } = props;
  const creating = pendingId !== null;
  useEffect(() => {
    if (!creating || !onCartCreating) return;
    onCartCreating(true);
    // The caller usually navigates away on success: the cleanup clears the flag then too.
    return () => onCartCreating(false);
  }, [creating, onCartCreating]);
  const start = (proposalId: string, displayedPrice?: Money, fareId?: FareFamilyId) => {
    if (pendingId !== null) return;
    if (!props.businessProfileId) {
      setError(true);
      return;
    }
    setError(false);
    setAdded(false);
    setPendingId(proposalId);
    mutation.mutate(
      {
        domainName: props.domainName,
        productType: props.product,
        businessProfileId: props.businessProfileId,
        language: props.language,
        // The chosen fare family: the server prices it (and refuses one this proposal does not sell).
        selection: { kind: 'TRANSPORT', proposalId, ...(fareId ? { fareId } : {}) },
        // What the card or drawer showed: the server tells the traveller if it charges otherwise.
        ...(displayedPrice ? { displayedPrice } : {}),
      },
      {
        onSuccess: (cart) => {
          setAdded(true);
          props.onCartCreated?.(cart);
        },
        onError: () => setError(true),
        onSettled: () => setPendingId(null),
      },
    );
  };
  return {
    start,
    pendingId,
    error,
    clearError: () => setError(false),
    /** The cart was created (shown when no caller took over with onCartCreated). */
    added: added && !props.onCartCreated,
    clearAdded: () => setAdded(false),
  };
}
