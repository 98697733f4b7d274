import { graphql } from '../../generated';

/** The white-label partner serving this origin, or null (document 1 §1). */
export const WhiteLabelContentQuery = graphql(`
  query WhiteLabelContent($origin: String!) {
    whiteLabelContent(origin: $origin) {
      uuid
      whiteLabelLogo
      whiteLabelTitle
      whiteLabelDomain
      whiteLabelHeader
      whiteLabelStatus
      whiteLabelFavicon
    }
  }
`);
