import { useQuery } from '@apollo/client/react';
import { canManageApp } from '../access';
import { AppSetupQuery } from '../graphql/settings';

/**
 * Whether the signed-in member may change the assistant (owners and admins; the server checks it
 * too). Until the role is known the screen stays editable, so nothing flickers for the usual owner.
 */
export function useManagerAccess(appUuid: string): { readOnly: boolean } {
  const { data } = useQuery(AppSetupQuery, { variables: { appUuid }, skip: appUuid === '' });
  const role = data?.fetchAppByUuid.myRole;
  return { readOnly: role !== undefined && !canManageApp(role) };
}
