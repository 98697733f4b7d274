import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type FormFailure, formFailure } from '../../../lib/forms/formFailure';
import { useAlert } from '../../../shell/alert/AlertContext';
import {
  ACCOUNT_SECURITY_FIELDS,
  type AccountSecurityField,
  type AccountSecurityValues,
  toAccountSecurityInput,
} from '../accountSecurity';
import { AccountSecurityUpdateMutation } from '../graphql/account';
import { UserSettingUpdateMutation } from '../graphql/session';
import { ACCOUNT_INFORMATION_UPDATED } from '../messages';

/**
 * Saves the Account Security form: the names first when the form carried them
 * (userSettingUpdate), then accountSecurityUpdate. The answers are the updated User, which Apollo's
 * cache merges into Me (keyed by uuid), so the profile dialog closes by itself; the business-email
 * banner is asked again since a new address needs verifying. Success shows
 * "Account Information Updated".
 */
export function useAccountSecuritySubmit(userUuid: string) {
  const alert = useAlert();
  const [updateNames] = useMutation(UserSettingUpdateMutation);
  const [updateSecurity] = useMutation(AccountSecurityUpdateMutation, {
    refetchQueries: ['UnverifiedUserBusinessEmail'],
  });
  return useCallback(
    async (values: AccountSecurityValues): Promise<FormFailure<AccountSecurityField> | undefined> => {
      try {
        if (values.firstName !== undefined && values.lastName !== undefined) {
          await updateNames({
            variables: { input: { firstName: values.firstName, lastName: values.lastName } },
          });
        }
        await updateSecurity({ variables: { input: toAccountSecurityInput(userUuid, values) } });
        alert.success(ACCOUNT_INFORMATION_UPDATED);
        return undefined;
      } catch (error) {
        return formFailure(error, ACCOUNT_SECURITY_FIELDS);
      }
    },
    [alert, updateNames, updateSecurity, userUuid],
  );
}
