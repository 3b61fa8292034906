import { paths } from '../../shared/config/paths';
import type { Layout } from '../../shared/hooks/use-layout';

/**
 * Props for a react-router `<Link>` to the help home: on desktop it opens in a new tab, on
 * mobile in place (spec 01 section 2). `<Link {...helpLinkProps(layout)}>`.
 */
export function helpLinkProps(layout: Layout): { to: string; target?: '_blank'; rel?: string } {
  return layout === 'desktop'
    ? { to: paths.branchIndex, target: '_blank', rel: 'noopener noreferrer' }
    : { to: paths.branchIndex };
}
