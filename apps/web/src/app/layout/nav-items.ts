import type { Role } from '@portfolio/shared/auth';
import { paths, specLinkPaths } from '../../config/paths.ts';

export type NavItem = { label: string; to: string };

/** The navigation items of anonymous visitors and users (docs/spec.md §6). */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Portfolio', to: paths.templates },
  { label: 'Blogs', to: paths.blog },
  { label: 'About Us', to: paths.aboutUs },
];

/** An administrator sees only the admin screens (docs/spec.md §6). */
export const adminNavItems: readonly NavItem[] = [
  { label: 'Users', to: paths.usersList },
  { label: 'Messages', to: paths.messages },
  { label: 'Console', to: paths.console },
];

/** A signed-in user's items: the visitors' ones, their portfolios and the inbox of their sites' contact forms. */
export const userNavItems: readonly NavItem[] = [
  ...mainNavItems,
  { label: 'Your portfolios', to: paths.yourPortfolios },
  { label: 'Inbox', to: paths.inbox },
];

/** The items for a role; anonymous visitors (no role) see the main items. */
export function navItemsFor(role: Role | undefined): readonly NavItem[] {
  if (role === 'ADMIN') return [...adminNavItems, accountNavItem];
  return role ? [...userNavItems, accountNavItem] : mainNavItems;
}

export const loginNavItem: NavItem = { label: 'Login', to: paths.login };

/** 'My account', for anyone signed in. */
export const accountNavItem: NavItem = { label: 'My account', to: paths.account };

/** The footer's links, with the paths spelled as docs/spec.md §2 shows them. */
export const footerNavGroups: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Explore',
    items: [
      { label: 'Home', to: paths.home },
      { label: 'Templates', to: paths.templates },
      { label: 'Blog', to: paths.blog },
      { label: 'FAQ', to: paths.faq },
      { label: 'About Us', to: specLinkPaths.aboutUs },
    ],
  },
  {
    heading: 'Legal',
    items: [
      { label: 'Terms and Conditions', to: paths.termsAndConditions },
      { label: 'Privacy Policy', to: specLinkPaths.privacyPolicy },
      { label: 'Refund Policy', to: specLinkPaths.refundPolicy },
    ],
  },
];
