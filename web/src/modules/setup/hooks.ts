import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { SetupAppQuery } from './graphql/setup';

/** The store the current setup step is for (the `appUuid` in the address), kept fresh from the server. */
export function useSetupApp(appUuidOverride?: string | null) {
  const params = useParams();
  const appUuid = appUuidOverride ?? params.appUuid ?? '';
  const query = useQuery(SetupAppQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  return { appUuid, app: query.data?.fetchAppByUuid ?? null, ...query };
}
