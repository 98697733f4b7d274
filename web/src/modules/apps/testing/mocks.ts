import type { MockLink } from '@apollo/client/testing';
import type { MemberRole } from '../../../generated/graphql';
import {
  AppCategoryDescriptionQuery,
  AppSetupQuery,
  CategoryCatalogueQuery,
  FetchUnverifiedNotificationEmailsQuery,
  FetchUnverifiedSupportEmailsQuery,
} from '../graphql/settings';
import { TEST_CATALOGUE } from './catalogue';
import { APP_UUID } from './render';

export interface TreeNode {
  primaryCategory: string;
  selected: boolean;
  secondaryCategories: string[];
}

export interface SetupApp {
  myRole: MemberRole;
  supportEmailList?: string | null;
  supportContactNumber?: string | null;
  businessDescription?: string | null;
  categoryTree?: TreeNode[];
}

const node = (n: TreeNode) => ({ __typename: 'CategoryTreeNode' as const, ...n });

export function appSetupMock(app: SetupApp, appUuid = APP_UUID): MockLink.MockedResponse {
  return {
    request: { query: AppSetupQuery, variables: { appUuid } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: appUuid,
          name: 'Sari-Sari ni Nena',
          myRole: app.myRole,
          supportEmailList: app.supportEmailList ?? null,
          supportContactNumber: app.supportContactNumber ?? null,
          businessDescription: app.businessDescription ?? null,
          categoryTree: (app.categoryTree ?? []).map(node),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function catalogueMock(): MockLink.MockedResponse {
  return {
    request: { query: CategoryCatalogueQuery },
    result: {
      data: {
        categoryCatalogue: TEST_CATALOGUE.map((o) => ({
          __typename: 'PrimaryCategoryOption',
          name: o.name,
          secondaryOptions: [...o.secondaryOptions],
        })),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function categoryDescriptionMock(
  tree: TreeNode[] = [],
  description: string | null = null,
  appUuid = APP_UUID,
): MockLink.MockedResponse {
  return {
    request: { query: AppCategoryDescriptionQuery, variables: { appUuid } },
    result: {
      data: {
        appCategoryDescription: {
          __typename: 'AppCategoryDescription',
          appUuid,
          businessDescription: description,
          categoryTree: tree.map(node),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function unverifiedMocks(support: string[], notification: string[], appUuid = APP_UUID) {
  return [
    {
      request: { query: FetchUnverifiedSupportEmailsQuery, variables: { appUuid } },
      result: { data: { fetchUnverifiedSupportEmails: support } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: FetchUnverifiedNotificationEmailsQuery, variables: { appUuid } },
      result: { data: { fetchUnverifiedNotificationEmails: notification } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ] satisfies MockLink.MockedResponse[];
}
