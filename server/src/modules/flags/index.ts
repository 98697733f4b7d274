/** Feature flags of a store (bulk changes, CSV import and export, advance orders): one row per app. */
import './flags.graphql.ts';

export { DEFAULT_FLAGS, type FeatureFlags } from './flags.rules.ts';
export { featureFlagsLoader, featureFlagsOf, updateFeatureFlags } from './flags.service.ts';
