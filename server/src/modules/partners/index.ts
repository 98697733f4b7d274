/** Partners (affiliates, resellers, white labels): the white label a console is served under. */
import './partners.graphql.ts';
