import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { SavedPaymentMethodFieldsFragment } from '../../../generated/graphql';
import {
  AppHasDefaultPaymentMethodQuery,
  CustomerDetailsQuery,
  FetchPaymentMethodsQuery,
} from '../graphql/paymentMethods';
import { CALLBACK_POLL_MS, CALLBACK_WAIT_MS } from '../paymentMethods';

export type AwaitedState =
  | { kind: 'waiting'; late: boolean }
  | { kind: 'active'; method: SavedPaymentMethodFieldsFragment }
  | { kind: 'failed'; method: SavedPaymentMethodFieldsFragment | null }
  | { kind: 'error'; error: unknown; retry: () => void };

/**
 * After the provider's page: reads the saved methods until the callback has moved `uuid` out of
 * REQUIRES_ACTION (the provider's redirect may arrive before its callback). Past CALLBACK_WAIT_MS it
 * keeps polling but says so.
 */
export function useAwaitedPaymentMethod(appUuid: string, uuid: string): AwaitedState {
  const client = useApolloClient();
  const [late, setLate] = useState(false);
  const { data, error, refetch, startPolling, stopPolling } = useQuery(FetchPaymentMethodsQuery, {
    variables: { appUuid },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const method = data?.fetchPaymentMethods.find((m) => m.uuid === uuid) ?? null;
  const settled = data !== undefined && (method === null || method.status !== 'REQUIRES_ACTION');
  useEffect(() => {
    if (settled) {
      stopPolling();
      // The callback changed what the shell's payment alert and the customer's counts read.
      void client
        .refetchQueries({ include: [AppHasDefaultPaymentMethodQuery, CustomerDetailsQuery] })
        .catch(() => undefined);
      return;
    }
    startPolling(CALLBACK_POLL_MS);
    const timer = setTimeout(() => setLate(true), CALLBACK_WAIT_MS);
    return () => {
      clearTimeout(timer);
      stopPolling();
    };
  }, [settled, startPolling, stopPolling, client]);
  if (error && !data) return { kind: 'error', error, retry: () => void refetch() };
  if (!settled) return { kind: 'waiting', late };
  if (method?.status === 'ACTIVE') return { kind: 'active', method };
  return { kind: 'failed', method };
}
