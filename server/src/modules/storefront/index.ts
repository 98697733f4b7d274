/** The customers' in-app store (no sign-in): a store, its listed products, a product by link, the delivery quote. */
import './storefront.graphql.ts';
