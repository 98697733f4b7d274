import { graphql } from '../../../generated';

/** Catalog CSV import and export (server: modules/catalog/catalog.import.graphql.ts). */
export const ProductImportApplyMutation = graphql(`
  mutation ProductImportApply($uuid: ID!) {
    productImportApply(input: { uuid: $uuid }) {
      uuid
      status
      creates
      updates
    }
  }
`);

export const ProductImportProgressSubscription = graphql(`
  subscription ProductImportProgress($uuid: ID!) {
    productImportProgress(uuid: $uuid) {
      processed
      total
    }
  }
`);

export const ProductsExportCsvQuery = graphql(`
  query ProductsExportCsv($appUuid: ID!) {
    productsExportCsv(appUuid: $appUuid)
  }
`);
